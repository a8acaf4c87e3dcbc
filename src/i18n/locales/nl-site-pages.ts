// The texts of the site's pages past the first screens in Dutch: same shape and {{values}} as the English
// catalogue (en-site-pages.ts), loaded by those routes.
import type { CatalogueShape } from '../catalogue-shape.ts';
import type { sitePages as englishSitePages } from './en-site-pages.ts';

export const sitePages: CatalogueShape<typeof englishSitePages> = {
  accountText: {
    free: 'Gratis',
    details: 'Accountgegevens',
    emailAddress: 'E-mailadres',
    saveChanges: 'Wijzigingen opslaan',
    changePassword: 'Wachtwoord wijzigen',
    subscriptionStatus: 'Status van je abonnement',
    yourData: 'Je gegevens',
    yourDataIntro:
      'Download een kopie van alles wat RoomRadar over je bewaart, of verwijder je account en daarmee al je gegevens.',
    download: 'Mijn gegevens downloaden',
    deleteAccount: 'Account verwijderen',
    deleteQuestion: 'Je account verwijderen?',
    deleteConsequences:
      'Je Premium-abonnement wordt opgezegd en je profiel, favorieten met hun notities, reactiesjablonen, kamermelding en berichten worden definitief verwijderd. Dit kun je niet ongedaan maken.',
    keep: 'Account behouden',
    confirmDelete: 'Mijn account verwijderen',
  },
  accountToasts: {
    verificationSent: {
      title: 'Bevestigingsmail verstuurd',
      description: 'Check de inbox van je nieuwe e-mailadres om de wijziging te bevestigen.',
    },
    profileUpdated: { title: 'Profiel bijgewerkt' },
    passwordChanged: { title: 'Wachtwoord gewijzigd' },
    updateFailed: { title: 'Bijwerken mislukt', description: 'Je profiel bijwerken is niet gelukt' },
    passwordChangeFailed: {
      title: 'Wachtwoord wijzigen mislukt',
      description: 'Je wachtwoord wijzigen is niet gelukt',
    },
    exportFailed: { title: 'Fout', description: 'Je gegevens downloaden is niet gelukt. Probeer het opnieuw.' },
    deleted: {
      title: 'Account verwijderd',
      description: 'Je account en alles wat we over je bewaarden, zijn verwijderd.',
    },
    deleteFailed: { title: 'Account verwijderen mislukt', description: 'Je account verwijderen is niet gelukt' },
  },
  unsubscribeText: {
    unsubscribe: 'Afmelden',
    unsubscribing: 'Bezig met afmelden...',
    heading: 'Kamermeldingen per e-mail',
    done: 'Je ontvangt geen e-mails meer voor je kamermelding. Je kamermelding blijft bewaard en je kunt die altijd aanpassen.',
    manage: 'Kamermelding beheren',
    question: 'Stoppen met de e-mails over nieuwe kamers die bij je kamermelding passen?',
  },
  staticText: {
    aboutHeading: 'Over RoomRadar',
    ourStory: 'Ons verhaal',
    whatWeDo: 'Wat we doen',
    notCovered:
      'RoomRadar verhuurt zelf geen kamers en sociale huur valt erbuiten: daarvoor schrijf je je rechtstreeks in bij de woningcorporaties.',
    aboutContact: 'Vragen of ideeën? Gebruik het <form>contactformulier</form> of mail naar <mail>{{email}}</mail>.',
    contactHeading: 'Neem contact op',
    contactIntro:
      'Persoonlijke hulp van de mensen die RoomRadar maken. Stuur ons hier een bericht of mail naar <mail>{{email}}</mail>.',
    name: 'Naam',
    message: 'Bericht',
    sendMessage: 'Bericht versturen',
    feedbackIntro: 'Wat werkt er, wat niet, wat mis je? Het team leest elk bericht.',
    yourFeedback: 'Je feedback',
    sendFeedback: 'Feedback versturen',
    lastUpdated: 'Laatst bijgewerkt op {{date}}',
  },
  messageToasts: {
    contactSent: { title: 'Bericht verstuurd!', description: 'Bedankt voor je bericht. We reageren zo snel mogelijk.' },
    contactFailed: { title: 'Fout', description: 'Je bericht versturen is niet gelukt. Probeer het opnieuw.' },
    feedbackSent: { title: 'Feedback verstuurd!', description: 'Bedankt dat je ons helpt RoomRadar beter te maken.' },
    feedbackFailed: { title: 'Fout', description: 'Je feedback versturen is niet gelukt. Probeer het opnieuw.' },
  },
};
