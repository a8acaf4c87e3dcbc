// The map screen's own texts in Dutch (issue 35): same shape and {{values}} as the English catalogue
// (en-map.ts), loaded with the map's chunk.
import type { CatalogueShape } from '../catalogue-shape.ts';
import type { mapScreen as englishMapScreen } from './en-map.ts';

export const mapScreen: CatalogueShape<typeof englishMapScreen> = {
  mapScreenText: {
    barCount: '{{count, number}} kamers',
    approximateArea: 'Gebied bij benadering',
    areaListings: '{{place}}: {{count, number}} kamers, kies er een',
    areaChooser: 'Kamers in dit gebied',
    areaChooserNote: '{{count, number}} kamers. De advertenties noemen de buurt, niet het adres.',
    closeAreaChooser: 'Lijst sluiten',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    myLocation: 'Toon mijn locatie',
    locationUnavailable:
      'Je locatie is niet beschikbaar. Sta locatie toe voor deze site in de browser, of verschuif de kaart zelf.',
    swipeToDetails: 'Veeg omhoog of tik voor de details',
    detailMapLabel: 'Kaart van waar deze kamer ligt: {{place}}',
    detailMapLabelWithoutPlace: 'Kaart van waar deze kamer ligt',
    detailMapFailed: 'De kaart kan op dit apparaat niet worden getoond.',
    detailMapNotOffline:
      'De kaart van deze plek is offline niet beschikbaar. Hij verschijnt weer zodra je online bent.',
    twoFingers: 'Gebruik twee vingers om de kaart te verschuiven',
    ctrlScroll: 'Gebruik Ctrl + scrollen om in of uit te zoomen',
    commandScroll: 'Gebruik ⌘ + scrollen om in of uit te zoomen',
  },
  mapText: {
    failed: 'De kaart kan op dit apparaat niet worden getoond. In de lijst zie je alle kamers.',
    label: 'Kaart met de kamers',
    selected: 'Geselecteerde advertentie',
    viewDetails: 'Bekijk details',
    closePreview: 'Voorbeeld sluiten',
    showListing: 'Bekijk advertentie {{id}}',
    clusterHere: '{{count, number}} kamers hier: zoom in',
    pinRent: '{{amount, currency(currency: EUR; maximumFractionDigits: 0)}}',
    showPricedListing: '{{rent}} per maand: bekijk advertentie {{id}}',
    showFavoriteListing: '{{rent}} per maand, een van je favorieten: bekijk advertentie {{id}}',
    notOnDevice:
      'Je bent offline en dit deel van de kaart staat niet op dit apparaat. Gebieden die je eerder bekeek en een bewaarde kaart zie je wel offline.',
    offlineHeading: 'De kaart offline',
    saveMap: 'Kaart van Amsterdam offline bewaren',
    saveMapSize: 'Eén download van {{size}}: elke straat van Amsterdam zonder verbinding.',
    saveMapSizeUnknown: 'Maak verbinding met internet om de kaart te bewaren.',
    savingMap: 'Kaart bewaren: {{received}} van {{size}}',
    savingProgress: 'Download van de kaart',
    cancelSave: 'Annuleren',
    mapSaved: 'De kaart van Amsterdam staat op dit apparaat: {{size}}, sinds {{date}}.',
    removeSavedMap: 'Bewaarde kaart verwijderen',
    viewedAreas: 'Kaartgebieden die je bekeek, bewaard voor offline gebruik: {{size}}.',
    notEnoughSpace: 'Op dit apparaat is {{free}} vrij, te weinig voor de kaart ({{size}}).',
    notEnoughSpaceUnknown: 'Op dit apparaat is te weinig ruimte vrij voor de kaart ({{size}}).',
    saveFailed: 'De kaart kon niet worden bewaard. Probeer het opnieuw.',
    megabytes: '{{value, number(maximumFractionDigits: 1)}} MB',
  },
};
