// Scores the pipeline against a labeled file (lines with the import fields plus `expected`, as in the shared
// dev set): post-type accuracy, exact-match accuracy per field over offers, duplicate F1 over pairs, geocode
// accuracy (within 3 km of the labeled neighbourhood's reference point, else 8 km of the city's).
import { distanceKm } from '../../src/domain/ingestion/distance.ts';
import type { ProcessedPost } from '../../src/domain/ingestion/ingestion-pipeline.ts';

export const SCORED_FIELDS = [
  'listing_type',
  'rent_on_monthly_basis',
  'room_size_m2',
  'house_total_size_m2',
  'amount_of_roommates',
  'minimum_age',
  'maximum_age',
  'gender_preference',
  'is_subrent',
  'city_of_post',
  'neighbourhood',
  'available_from',
  'available_until',
  'language_requirements',
  'registration_possible',
  'scam_signals',
] as const;

export type Expected = Record<string, unknown> & { post_type: string; duplicate_of: string | null };
export type LabeledPost = { id: string; expected: Expected };
export type ReferencePoint = { latitude: number; longitude: number };
export type References = {
  neighbourhood(city: string, name: string): ReferencePoint | null;
  city(name: string): ReferencePoint | null;
};

export type Accuracy = {
  postTypeAccuracy: number;
  fieldAccuracy: Record<string, number>;
  fieldAccuracyMean: number;
  duplicatesF1: number;
  geocodeAccuracy: number;
  mistakes: string[];
};

function actualValue(post: ProcessedPost, field: (typeof SCORED_FIELDS)[number]): unknown {
  if (field === 'scam_signals') return post.scam_signals.length > 0;
  return post[field];
}

function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

/** Unordered pairs of ids that label (or pipeline) says are the same offer. */
function duplicatePairs(groups: ReadonlyMap<string, string | null>): Set<string> {
  const byOriginal = new Map<string, string[]>();
  for (const [id, original] of groups) {
    const root = original ?? id;
    byOriginal.set(root, [...(byOriginal.get(root) ?? []), id]);
  }
  const pairs = new Set<string>();
  for (const members of byOriginal.values()) {
    for (let i = 0; i < members.length; i += 1)
      for (let j = i + 1; j < members.length; j += 1) pairs.add([members[i], members[j]].sort().join('|'));
  }
  return pairs;
}

export function scoreExtraction(
  labeled: readonly LabeledPost[],
  processed: ReadonlyMap<string, ProcessedPost>,
  references: References,
): Accuracy {
  const mistakes: string[] = [];
  let typeCorrect = 0;
  const fieldCorrect = Object.fromEntries(SCORED_FIELDS.map((field) => [field, 0])) as Record<string, number>;
  let offers = 0;
  let geocodeScored = 0;
  let geocodeCorrect = 0;
  const expectedGroups = new Map<string, string | null>();
  const actualGroups = new Map<string, string | null>();
  for (const { id, expected } of labeled) {
    const post = processed.get(id);
    if (!post) throw new Error(`No output for ${id}`);
    expectedGroups.set(id, expected.duplicate_of);
    actualGroups.set(id, post.duplicate_of);
    if (post.post_type === expected.post_type) typeCorrect += 1;
    else mistakes.push(`${id} post_type: expected ${expected.post_type}, got ${post.post_type}`);
    if (expected.post_type !== 'HAS_HOUSING_AVAILABLE') continue;
    offers += 1;
    for (const field of SCORED_FIELDS) {
      const actual = actualValue(post, field);
      if (same(actual, expected[field])) fieldCorrect[field] = (fieldCorrect[field] ?? 0) + 1;
      else
        mistakes.push(
          `${id} ${field}: expected ${JSON.stringify(expected[field] ?? null)}, got ${JSON.stringify(actual ?? null)}`,
        );
    }
    const city = typeof expected.city_of_post === 'string' ? expected.city_of_post : null;
    if (city === null) continue;
    const neighbourhood =
      typeof expected.neighbourhood === 'string' ? references.neighbourhood(city, expected.neighbourhood) : null;
    const reference = neighbourhood ?? references.city(city);
    if (!reference) continue;
    geocodeScored += 1;
    const limit = neighbourhood ? 3 : 8;
    if (
      post.latitude !== null &&
      post.longitude !== null &&
      distanceKm(reference, { latitude: post.latitude, longitude: post.longitude }) <= limit
    )
      geocodeCorrect += 1;
    else
      mistakes.push(
        `${id} geocode: ${post.latitude},${post.longitude} not within ${limit} km of ${expected.neighbourhood ?? city}`,
      );
  }
  const expectedPairs = duplicatePairs(expectedGroups);
  const actualPairs = duplicatePairs(actualGroups);
  let truePositives = 0;
  for (const pair of actualPairs) if (expectedPairs.has(pair)) truePositives += 1;
  for (const pair of actualPairs) if (!expectedPairs.has(pair)) mistakes.push(`duplicate pair not labeled: ${pair}`);
  for (const pair of expectedPairs) if (!actualPairs.has(pair)) mistakes.push(`duplicate pair missed: ${pair}`);
  const precision = actualPairs.size === 0 ? 1 : truePositives / actualPairs.size;
  const recall = expectedPairs.size === 0 ? 1 : truePositives / expectedPairs.size;
  const fieldAccuracy = Object.fromEntries(
    SCORED_FIELDS.map((field) => [field, offers === 0 ? 1 : (fieldCorrect[field] ?? 0) / offers]),
  );
  const values = Object.values(fieldAccuracy);
  return {
    postTypeAccuracy: typeCorrect / Math.max(1, labeled.length),
    fieldAccuracy,
    fieldAccuracyMean: values.reduce((sum, value) => sum + value, 0) / values.length,
    duplicatesF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    geocodeAccuracy: geocodeScored === 0 ? 1 : geocodeCorrect / geocodeScored,
    mistakes,
  };
}
