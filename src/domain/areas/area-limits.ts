// The limits of the area filter (filter-semantics.md, "Areas"), apart from the reader (area.ts) so that the
// first screens, which take only the limits, do not carry the reader: a module with a class in it is kept
// whole by the bundler.
export const MAX_AREAS = 10;
export const MAX_RINGS = 5;
export const MIN_RING_VERTICES = 3;
export const MAX_RING_VERTICES = 200;
export const MAX_RADIUS_KM = 50;
export const MAX_PLACE_NAME_LENGTH = 100;
/** The Netherlands with a margin: a coordinate outside this box is a mistake, not a place. */
export const AREA_BOUNDS = { minLongitude: 3, maxLongitude: 8, minLatitude: 50, maxLatitude: 54 } as const;
