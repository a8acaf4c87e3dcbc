// The texts of the phone's filter sheet and of an empty result's help (issue 35 item 5) in Dutch: same shape
// and {{values}} as the English catalogue (en-filter-help.ts), loaded with the sheet's and the empty result's chunks.
import type { CatalogueShape } from '../catalogue-shape.ts';
import type { filterHelp as englishFilterHelp } from './en-filter-help.ts';

export const filterHelp: CatalogueShape<typeof englishFilterHelp> = {
  filterSheetText: {
    close: 'Filters sluiten',
    description: 'Elke wijziging telt meteen. De knop hieronder toont de gevonden kamers.',
    showListings_one: 'Toon {{count, number}} kamer',
    showListings_other: 'Toon {{count, number}} kamers',
    counting: 'Kamers tellen...',
  },
  /** Een geweigerde grens van een bereik, naast de keuzelijst (RangeEndField). */
  rangeText: {
    minAboveMax: '{{low}} is hoger dan het maximum van {{high}}. Kies een lager minimum, of verhoog eerst het maximum.',
    maxBelowMin: '{{high}} is lager dan het minimum van {{low}}. Kies een hoger maximum, of verlaag eerst het minimum.',
  },
  emptyResultText: {
    mostExcluding_one: '{{filter}} sluit de meeste kamers uit: zonder die keuze is er {{count, number}} kamer.',
    mostExcluding_other: '{{filter}} sluit de meeste kamers uit: zonder die keuze zijn er {{count, number}} kamers.',
    noSingleFilter: 'Het ligt niet aan één filter: alleen met minder filters samen vind je kamers.',
    getAlerts: 'Meldingen voor deze zoekopdracht',
    alertsHint: 'Nog niets? Bewaar deze zoekopdracht en hoor het zodra er zo’n kamer wordt geplaatst.',
    filters: {
      city: 'Je stad ({{value}})',
      areas: 'Je gebied',
      minPrice: 'Je minimale huur van {{value}}',
      maxPrice: 'Je maximale huur van {{value}}',
      housingTypes: 'Je woningtype ({{value}})',
      minRoomSize: 'Je minimale kameroppervlakte van {{value}}',
      maxRoomSize: 'Je maximale kameroppervlakte van {{value}}',
      minHouseSize: 'Je minimale woningoppervlakte van {{value}}',
      maxHouseSize: 'Je maximale woningoppervlakte van {{value}}',
      minAge: 'Je leeftijd vanaf {{value}}',
      maxAge: 'Je leeftijd tot {{value}}',
      maxRoommates: 'Je maximum van {{value}} huisgenoten',
      genderPreference: 'Je voorkeur voor geslacht ({{value}})',
      isSubrent: 'Je keuze voor onderhuur ({{value}})',
      registration: 'De eis van inschrijving',
      furnishing: 'Je keuze voor interieur ({{value}})',
      availableFrom: 'Je verhuisdatum van {{value}}',
      lengthStay: 'Je huurperiode ({{value}})',
      postRecency: 'Je keuze voor plaatsingsdatum ({{value}})',
      language: 'Je taal ({{value}})',
    },
  },
};
