// The Dutch texts only the server writes (alert notifications and mails, GoTrue's mails), apart from the
// app's catalogue (nl.ts); same keys as en-server.ts.
import type { CatalogueShape } from '../catalogue-shape.ts';
import type { serverTexts as english } from './en-server.ts';

export const serverTexts: CatalogueShape<typeof english> = {
  alertPushText: {
    newRoom: 'Nieuwe kamer die past bij je kamermelding',
    newRooms_one: '{{count, number}} nieuwe kamer',
    newRooms_other: '{{count, number}} nieuwe kamers',
    summaryBody: 'Open RoomRadar en bekijk alle passende kamers.',
    matchesSearches: 'Past bij {{names}}',
  },
  sharePreviewText: {
    siteName: 'RoomRadar',
    siteTitle: 'RoomRadar: vind een kamer in Amsterdam',
    siteDescription:
      'RoomRadar doorzoekt de Nederlandse woongroepen zodat jij een kamer in Amsterdam vindt: elk aanbod op één kaart, gefilterd op wat jij zoekt.',
  },
  digestText: {
    greeting: 'Hoi {{name}},',
    greetingNoName: 'Hoi,',
    intro_one: 'Er is {{count, number}} nieuwe kamer die past bij je kamermelding op RoomRadar.',
    intro_other: 'Er zijn {{count, number}} nieuwe kamers die passen bij je kamermelding op RoomRadar.',
    subject_one: '{{count, number}} nieuwe kamer voor je op RoomRadar',
    subject_other: '{{count, number}} nieuwe kamers voor je op RoomRadar',
    andMore: 'En nog {{count, number}} andere: {{link}}',
    seeAll: 'Bekijk alle passende kamers: {{link}}',
    seeAllCount: 'Bekijk alle {{count, number}} passende kamers',
    seeAllLink: 'Bekijk alle passende kamers',
    stopText: 'Geen e-mails meer voor deze kamermelding? Meld je af: {{link}}',
    stopLink: 'Afmelden voor deze e-mails',
    forSearches_one: 'Voor je bewaarde zoekopdracht {{names}}.',
    forSearches_other: 'Voor je bewaarde zoekopdrachten {{names}}.',
    matchesSearches: 'Past bij {{names}}',
  },
  authMailText: {
    signup: {
      subject: 'Bevestig je RoomRadar-account',
      intro: 'Welkom bij RoomRadar! Bevestig je e-mailadres, dan kun je meteen favorieten bewaren.',
      action: 'Bevestig je e-mailadres',
    },
    recovery: {
      subject: 'Reset je wachtwoord voor RoomRadar',
      intro:
        'Iemand heeft gevraagd om het wachtwoord van je RoomRadar-account te resetten. Was jij dat? Kies dan een nieuw wachtwoord.',
      action: 'Reset je wachtwoord',
    },
    email_change: {
      subject: 'Bevestig je nieuwe e-mailadres',
      intro: 'Bevestig dat RoomRadar dit adres mag gebruiken voor je account.',
      action: 'Bevestig je nieuwe e-mailadres',
    },
    expiry: 'De link is een uur geldig. Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',
  },
};
