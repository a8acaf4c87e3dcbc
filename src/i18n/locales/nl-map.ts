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
  },
};
