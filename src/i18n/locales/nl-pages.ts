// The written pages in Dutch (product spec section 1): About, the pricing page's lists, the Terms and the
// Privacy Policy, as a Dutch product writes them (not word for word). Loaded only by the routes that show them
// (src/i18n/page-texts.ts). Same shape and {{values}} as the English catalogue (en-pages.ts).
import type { CatalogueShape } from '../catalogue-shape.ts';
import type { pages as englishPages } from './en-pages.ts';

export const pages: CatalogueShape<typeof englishPages> = {
  about: {
    story: [
      'RoomRadar begon in een Amsterdamse keuken. Een van ons had drie weken lang veertig Facebookgroepen voor woonruimte ververst, op zoek naar een kamer. Elke keer was die binnen een uur weg. Het aanbod was er wel, maar zat verstopt tussen hetzelfde bericht in tien groepen, oproepjes van kamerzoekers en oplichters.',
      'Dus bouwden we de tool die we zelf hadden willen hebben: één plek die alle groepen leest, het echte aanbod eruit haalt en dat laat zien met de gegevens die ertoe doen.',
    ],
    whatWeDo: [
      {
        title: 'Automatisch scannen',
        text: 'We lezen dag en nacht openbare groepen voor woonruimte, herkennen het aanbod tussen de "gezocht"-berichten en voegen berichten die in meerdere groepen staan samen tot één advertentie.',
      },
      {
        title: 'Slim filteren',
        text: 'Huur, oppervlakte, huisgenoten, datums, taal en locatie halen we uit elk bericht. Zo filter je precies wat je zoekt, op de kaart of in de lijst, en zelfs offline.',
      },
      {
        title: 'Meldingen per e-mail',
        text: 'Premium-leden krijgen een e-mail, en als ze willen een melding op hun telefoon, zodra er een nieuwe advertentie is die past bij hun opgeslagen voorkeuren. Zo kunnen ze als eerste reageren.',
      },
    ],
  },
  pricing: {
    premiumFeatures: [
      'Links naar de originele berichten, zodat je de aanbieder van de kamer direct antwoordt',
      'Direct een e-mail bij nieuwe kamers die passen bij je opgeslagen voorkeuren',
      'Pushmeldingen van nieuwe passende kamers op je telefoon of computer',
      'Opgeslagen kamervoorkeuren',
    ],
    filtersFree: 'Alle filters zijn gratis voor iedereen: ze werken op je eigen apparaat, zelfs offline.',
    // In the order of comparisonRows (src/domain/content/pricing.ts), which says who has each.
    comparison: {
      map: 'Advertenties op de kaart en in de lijst',
      allFilters: 'Alle filters (huur, oppervlakte, onderhuur, huisgenoten, datums en meer), ook offline',
      favorites: 'Favorieten, ook offline',
      originalPosts: 'Links naar de originele berichten',
      savedPreferences: 'Opgeslagen kamervoorkeuren',
      emailAlerts: 'Meldingen per e-mail bij nieuwe passende advertenties',
      pushNotifications: 'Pushmeldingen van nieuwe passende kamers op dit apparaat',
    },
    guarantees: [
      {
        title: '{{days}} dagen niet-goed-geld-terug-garantie',
        text: 'Niet tevreden? Vraag binnen {{days}} dagen je geld terug en je krijgt het volledige bedrag.',
      },
      {
        title: 'Altijd opzegbaar',
        text: 'Opzeggen doe je met twee klikken op je accountpagina. Geen vragen, geen telefoontjes.',
      },
      { title: 'Persoonlijke hulp', text: 'Echte mensen geven antwoord via de contactpagina en per e-mail.' },
    ],
    faq: [
      {
        question: 'Hoe zeg ik mijn abonnement op?',
        answer:
          'Ga naar Mijn account, kies Abonnement beheren en zeg op. Premium blijft actief tot het einde van de maand waarvoor je hebt betaald.',
      },
      {
        question: 'Hoe werkt de niet-goed-geld-terug-garantie?',
        answer:
          'Mail onze klantenservice binnen {{days}} dagen na je eerste betaling. Je krijgt die betaling dan volledig terug.',
      },
      {
        question: 'Met welke betaalmethoden kan ik betalen?',
        answer:
          'iDEAL, creditcard en andere betaalmethoden die onze betaaldienstverlener Stripe je bij het afrekenen aanbiedt.',
      },
    ],
  },
  terms: [
    {
      title: 'Over deze voorwaarden',
      paragraphs: [
        'Deze voorwaarden gelden voor je gebruik van RoomRadar, de website en de e-mailmeldingen. Door een account aan te maken of de dienst te gebruiken, ga je akkoord met deze voorwaarden. Ga je er niet mee akkoord? Gebruik RoomRadar dan niet.',
      ],
    },
    {
      title: 'Wie RoomRadar mag gebruiken',
      paragraphs: [
        'Je moet minimaal {{termsAge}} jaar oud zijn om een account aan te maken of een abonnement af te sluiten. Door je te registreren, bevestig je dat dit zo is.',
      ],
    },
    {
      title: 'Wat RoomRadar wel en niet doet',
      paragraphs: [
        'RoomRadar verzamelt berichten over woonruimte die anderen in openbare groepen op sociale media hebben geplaatst, en toont die als advertenties. Wij verhuren geen kamers, treden niet op als bemiddelaar en zijn geen partij bij een overeenkomst tussen jou en een verhuurder of huurder.',
        'Advertenties worden automatisch gemaakt uit vrije tekst en kunnen onvolledig, verouderd of onjuist zijn. Controleer de gegevens altijd bij degene die de kamer aanbiedt.',
      ],
    },
    {
      title: 'Je account',
      paragraphs: [
        'Houd je wachtwoord geheim en laat het ons meteen weten als je denkt dat iemand anders je account gebruikt. Je bent verantwoordelijk voor wat er met je account gebeurt.',
      ],
    },
    {
      title: 'Premium-abonnement',
      paragraphs: [
        'Premium kost {{price, currency(EUR)}} per maand. Dit bedrag wordt elke maand vooraf in rekening gebracht, totdat je opzegt. Met Premium krijg je links naar de originele berichten, opgeslagen kamervoorkeuren, meldingen per e-mail bij nieuwe passende advertenties en pushmeldingen daarvan op je apparaten. Alle zoekfilters zijn gratis voor iedereen.',
        'Prijzen zijn inclusief btw. Prijswijzigingen maken we minimaal 30 dagen voordat ze ingaan bekend. Je kunt opzeggen voordat ze ingaan.',
      ],
    },
    {
      title: 'Opzeggen en niet-goed-geld-terug-garantie',
      paragraphs: [
        'Je kunt op elk moment opzeggen via je accountpagina. Premium blijft daarna actief tot het einde van de periode waarvoor je hebt betaald.',
        'Ben je niet tevreden? Vraag dan binnen {{days}} dagen na je eerste betaling je geld terug. We betalen die betaling volledig terug, zonder opgave van reden.',
      ],
    },
    {
      title: 'Toegestaan gebruik',
      paragraphs: [
        'Kopieer geen advertenties op grote schaal, lees de dienst niet geautomatiseerd uit (scrapen), probeer de limieten of beveiliging niet te omzeilen en gebruik de dienst niet om mensen te benaderen voor iets anders dan het huren van een woning.',
      ],
    },
    {
      title: 'Oplichting en je veiligheid',
      paragraphs: [
        'Groepen voor woonruimte trekken oplichters aan. RoomRadar wijst op veelvoorkomende waarschuwingssignalen, maar kan niet garanderen dat een bericht echt is. Betaal nooit borg of huur voordat je de kamer hebt gezien en een contract hebt ondertekend.',
      ],
    },
    {
      title: 'Intellectueel eigendom',
      paragraphs: [
        'De software, het ontwerp en het merk van RoomRadar zijn ons eigendom. Berichten blijven eigendom van hun auteurs. Wij tonen ze om huurders te helpen en linken naar het originele bericht.',
      ],
    },
    {
      title: 'Beperking van aansprakelijkheid',
      paragraphs: [
        'RoomRadar wordt aangeboden zoals het is. We zijn niet aansprakelijk voor de inhoud van berichten of voor contacten en afspraken tussen huurders en verhuurders. Voor zover de wet dat toestaat, is onze totale aansprakelijkheid tegenover jou beperkt tot het bedrag dat je ons hebt betaald in de {{months}} maanden vóór de gebeurtenis waaruit de vordering is ontstaan.',
      ],
    },
    {
      title: 'Wijzigingen en beëindiging van de dienst',
      paragraphs: [
        'We kunnen deze voorwaarden wijzigen. Belangrijke wijzigingen laten we je vooraf weten, per e-mail of op de website. We kunnen accounts waarmee deze voorwaarden worden overtreden opschorten.',
      ],
    },
    {
      title: 'Toepasselijk recht en contact',
      paragraphs: [
        'Op deze voorwaarden is Nederlands recht van toepassing en geschillen worden voorgelegd aan de bevoegde rechter in Amsterdam, onverminderd de rechten die het consumentenrecht je geeft.',
        'Vragen? Stuur een e-mail naar {{email}}.',
      ],
    },
  ],
  privacy: [
    {
      title: 'Wie we zijn',
      paragraphs: [
        'RoomRadar is de verwerkingsverantwoordelijke voor de persoonsgegevens die hier worden beschreven. We zijn gevestigd in Nederland en je bereikt ons via {{email}}.',
      ],
    },
    {
      title: 'Welke gegevens we verzamelen',
      paragraphs: [
        'Accountgegevens: je voornaam, je e-mailadres en een hash van je wachtwoord. Gebruiksgegevens: je favorieten, je opgeslagen kamervoorkeuren en je instellingen voor meldingen. Betaalgegevens: de status van je abonnement; je kaartgegevens worden verwerkt door onze betaaldienstverlener en komen nooit bij ons terecht. Berichten die je ons stuurt via het contact- en feedbackformulier.',
      ],
    },
    {
      title: 'Berichten over woonruimte',
      paragraphs: [
        'We verwerken berichten over woonruimte die in openbare groepen op sociale media zijn geplaatst, om ze als advertenties te tonen. We bewaren alleen wat een huurder nodig heeft om een aanbod te beoordelen, en we verwijderen een bericht als de auteur ons daarom vraagt.',
      ],
    },
    {
      title: 'Waarom we je gegevens gebruiken',
      paragraphs: [
        'We gebruiken je gegevens om je account, favorieten en meldingen aan te bieden (uitvoering van onze overeenkomst met jou), om betalingen te ontvangen (overeenkomst en wettelijke verplichtingen), om je berichten te beantwoorden (gerechtvaardigd belang) en om de dienst veilig te houden (gerechtvaardigd belang).',
      ],
    },
    {
      title: 'Meldingen per e-mail',
      paragraphs: [
        'Premium-meldingen sturen we alleen als je ze zelf hebt ingesteld. Elke meldingsmail bevat een link waarmee je je met één klik afmeldt, en je kunt je melding op elk moment wijzigen of verwijderen.',
      ],
    },
    {
      title: 'Gegevens op je apparaat',
      paragraphs: [
        'De app bewaart advertenties, je favorieten en je melding in je browser, zodat de app ook offline werkt. Als je uitlogt, worden je favorieten en je melding van het apparaat verwijderd. We gebruiken geen advertentie- of trackingcookies.',
      ],
    },
    {
      title: 'Met wie we gegevens delen',
      paragraphs: [
        'Voor hosting, het versturen van e-mail en betalingen schakelen we verwerkers in. Met hen hebben we verwerkersovereenkomsten gesloten. We verkopen je gegevens nooit.',
      ],
    },
    {
      title: 'Internationale doorgifte',
      paragraphs: [
        'Als een verwerker gegevens buiten de Europese Economische Ruimte verwerkt, baseren we ons op een adequaatheidsbesluit of op de standaardcontractbepalingen van de Europese Commissie.',
      ],
    },
    {
      title: 'Hoe lang we gegevens bewaren',
      paragraphs: [
        'Accountgegevens bewaren we zolang je account bestaat. Verwijder je je account, dan verwijderen we ze. Gegevens over betalingen bewaren we zeven jaar, omdat de Nederlandse belastingwetgeving dat verplicht.',
      ],
    },
    {
      title: 'Je rechten',
      paragraphs: [
        'Je kunt je gegevens inzien, corrigeren, downloaden of verwijderen, bezwaar maken tegen de verwerking en je toestemming intrekken. Op je accountpagina kun je je gegevens downloaden en je account verwijderen. Je kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens, de Nederlandse toezichthouder op de bescherming van persoonsgegevens.',
      ],
    },
    {
      title: 'Kinderen',
      paragraphs: [
        'RoomRadar is niet bedoeld voor kinderen onder de {{privacyAge}} en we verzamelen niet bewust hun gegevens. Denk je dat een kind ons gegevens heeft gegeven? Neem dan contact met ons op, dan verwijderen we die.',
      ],
    },
    {
      title: 'Wijzigingen en contact',
      paragraphs: [
        'Wijzigingen in deze privacyverklaring maken we bekend op deze pagina en, bij belangrijke wijzigingen, ook per e-mail. Vragen over je privacy? Mail naar {{email}}.',
      ],
    },
  ],
};
