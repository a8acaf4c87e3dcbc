// The names of the /listings address's parameters, for the route's validateSearch. The route's options load
// with the app's entry (only its component is split off), so this holds the names alone, without the filter
// table they come from; filter-address.test.ts holds the list to the table.
export const FILTER_PARAMETERS = [
  'city',
  'minPrice',
  'maxPrice',
  'housingTypes',
  'minRoomSize',
  'maxRoomSize',
  'minHouseSize',
  'maxHouseSize',
  'minAge',
  'maxAge',
  'maxRoommates',
  'genderPreference',
  'isSubrent',
  'registration',
  'furnishing',
  'availableFrom',
  'lengthStay',
  'postRecency',
  'language',
] as const;

export const ORDER_PARAMETER = 'order';
export const AREAS_PARAMETER = 'areas';

/** The route's search as the address holds it: these parameters, each still unread. */
export function listingsSearchOf(search: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of [...FILTER_PARAMETERS, ORDER_PARAMETER, AREAS_PARAMETER])
    if (search[key] !== undefined) kept[key] = search[key];
  return kept;
}
