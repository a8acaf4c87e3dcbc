// How exactly ingestion placed a listing (listings.geocode_precision): at its street, or only at its
// neighbourhood's or city's centre. Kept free of texts, so the query worker and the server read it cheaply;
// how a place reads is place-wording.ts.

export type PlacePrecision = 'street' | 'neighbourhood' | 'city';

const PRECISIONS: readonly string[] = ['street', 'neighbourhood', 'city'] satisfies PlacePrecision[];

/** The precision as stored, or null for none or anything else (data from outside may hold anything). */
export function placePrecision(value: unknown): PlacePrecision | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
  return text !== null && PRECISIONS.includes(text) ? (text as PlacePrecision) : null;
}

/**
 * Placed only by its neighbourhood or city: its point is the area's centre, not the dwelling. A listing of
 * unknown precision keeps its pin: rows from before the column give no reason to doubt their point.
 */
export function isApproximatePlace(precision: unknown): boolean {
  const known = placePrecision(precision);
  return known === 'neighbourhood' || known === 'city';
}
