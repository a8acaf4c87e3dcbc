// The texts of the phone's filter sheet and of an empty result's help (issue 35 item 5) in English: the
// sheet's close and 'Show N listings', a refused end of a range, and which filter excludes the most, each filter named as a renter
// would say it ({{value}} is the filter's value as its control shows it). A namespace of its own, loaded with
// the sheet's chunk and the empty result's, so the first screens' catalogue stays within its budget. The
// Dutch catalogue has the same shape.

export const filterHelp = {
  filterSheetText: {
    close: 'Close the filters',
    description: 'Every change applies at once. The button below shows the listings found.',
    showListings_one: 'Show {{count, number}} listing',
    showListings_other: 'Show {{count, number}} listings',
    counting: 'Counting listings...',
  },
  /** A refused end of a range, next to its select (RangeEndField). */
  rangeText: {
    minAboveMax: '{{low}} is above the maximum of {{high}}. Choose a lower minimum, or raise the maximum first.',
    maxBelowMin: '{{high}} is below the minimum of {{low}}. Choose a higher maximum, or lower the minimum first.',
  },
  emptyResultText: {
    mostExcluding_one: '{{filter}} excludes the most: {{count, number}} listing without it.',
    mostExcluding_other: '{{filter}} excludes the most: {{count, number}} listings without it.',
    noSingleFilter: 'No single filter is to blame: only fewer filters together find listings.',
    getAlerts: 'Get alerts for this search',
    alertsHint: 'Nothing yet? Save this search, and hear as soon as a listing like this is posted.',
    filters: {
      city: 'Your city ({{value}})',
      areas: 'Your area',
      minPrice: 'Your minimum rent of {{value}}',
      maxPrice: 'Your maximum rent of {{value}}',
      housingTypes: 'Your housing type ({{value}})',
      minRoomSize: 'Your minimum room size of {{value}}',
      maxRoomSize: 'Your maximum room size of {{value}}',
      minHouseSize: 'Your minimum house size of {{value}}',
      maxHouseSize: 'Your maximum house size of {{value}}',
      minAge: 'Your age from {{value}}',
      maxAge: 'Your age up to {{value}}',
      maxRoommates: 'Your maximum of {{value}} roommates',
      genderPreference: 'Your gender preference ({{value}})',
      isSubrent: 'Your subrent choice ({{value}})',
      registration: 'Asking for registration',
      furnishing: 'Your furnishing choice ({{value}})',
      availableFrom: 'Your move-in date of {{value}}',
      lengthStay: 'Your length of stay ({{value}})',
      postRecency: 'Your post recency ({{value}})',
      language: 'Your language ({{value}})',
    },
  },
} as const;
