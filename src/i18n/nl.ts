// Dutch, as a Dutch product writes it (not word for word). Keys as in catalogue.ts; groups are added here as
// they are translated, and catalogue.test.ts holds both catalogues to the same keys group by group.
import type { Catalogue } from './catalogue.ts';

export const dutch: Catalogue = {
  'navText.listings': 'Kamers',
  'navText.howItWorks': 'Hoe het werkt',
  'navText.pricing': 'Prijzen',
  'navText.signIn': 'Inloggen',
  'navText.createFreeAccount': 'Gratis account maken',
  'navText.signUp': 'Aanmelden',
  'navText.getRoomAlerts': 'Kamermeldingen',
  'navText.subscription': 'Abonnement',
  'navText.myAccount': 'Mijn account',
  'navText.signOut': 'Uitloggen',
  'navText.menu': 'Menu',

  'updateText.newVersion': 'Er is een nieuwe versie!',
  'updateText.update': 'Bijwerken',

  'notFoundText.heading': 'Oeps! Deze pagina bestaat niet',
  'notFoundText.backHome': 'Terug naar de startpagina',

  'pushText.heading': 'Meldingen op dit apparaat',
  'pushText.intro':
    'Krijg binnen enkele seconden een melding op je telefoon of computer zodra er een passende kamer wordt geplaatst.',
  'pushText.turnOn': 'Stuur meldingen naar dit apparaat',
  'pushText.turningOn': 'Bezig met aanzetten...',
  'pushText.on': 'Meldingen staan aan op dit apparaat.',
  'pushText.turnOff': 'Zet uit op dit apparaat',
  'pushText.premiumOnly': 'Meldingen op je apparaten horen bij Premium, net als kamermeldingen per e-mail.',
  'pushText.denied':
    'Je browser blokkeert meldingen van RoomRadar. Sta ze toe in de site-instellingen van je browser en zet ze hier daarna opnieuw aan.',
  'pushText.dismissed': 'Je hebt de vraag gesloten zonder meldingen toe te staan. Zet ze aan wanneer je wilt.',
  'pushText.unsupported':
    'Deze browser kan geen meldingen van RoomRadar tonen. Je kamermeldingen komen gewoon per e-mail.',
  'pushText.needsHomeScreen':
    'Op iPhone en iPad zet je RoomRadar eerst op je beginscherm (Deel, dan Zet op beginscherm), open je het vanaf daar en zet je meldingen aan.',
  'pushText.notConfigured':
    'Meldingen op apparaten zijn op deze server niet beschikbaar. Je kamermeldingen komen per e-mail.',
  'pushText.devicesHeading': 'Je apparaten',
  'pushText.thisDevice': 'Dit apparaat',
  'pushText.remove': 'Verwijderen',
  'pushText.channelsLabel': 'Meldingen via',
  'pushText.noDeviceWarning':
    'Nog geen apparaat heeft meldingen aan: zet ze hieronder aan, anders bereikt deze melding je nergens.',

  'pushToasts.on.title': 'Meldingen staan aan',
  'pushToasts.on.description': 'Dit apparaat laat nieuwe kamers zien die bij je melding passen.',
  'pushToasts.failed.title': 'Fout',
  'pushToasts.failed.description': 'Meldingen aanzetten is niet gelukt. Probeer het opnieuw.',
  'pushToasts.removed.title': 'Apparaat verwijderd',
  'pushToasts.removed.description': 'Het krijgt geen meldingen meer van RoomRadar.',
  'pushToasts.removeFailed.title': 'Fout',
  'pushToasts.removeFailed.description': 'Het apparaat verwijderen is niet gelukt. Probeer het opnieuw.',
};
