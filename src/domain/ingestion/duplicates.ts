// Cross-posts and reposts: the same offer posted in several groups or again days later, often reworded,
// shortened or re-priced. Two offers are the same when nothing about them conflicts (type, place, sizes,
// roommates, ages, gender, dates within ten days, rent within a re-pricing) and enough facts or words agree.
// A different room in the same house conflicts on its size or its rent, so it stays its own listing.
import type { ExtractedPost } from './extract-post.ts';
import { isSamePhoto } from './photo-hash.ts';

export type OfferFacts = Pick<
  ExtractedPost,
  | 'listing_type'
  | 'city_of_post'
  | 'neighbourhood'
  | 'rent_on_monthly_basis'
  | 'room_size_m2'
  | 'house_total_size_m2'
  | 'amount_of_roommates'
  | 'minimum_age'
  | 'maximum_age'
  | 'gender_preference'
  | 'available_from'
  | 'is_subrent'
  | 'registration_possible'
  | 'image_urls'
  | 'photo_hashes'
  | 'text'
  | 'posted_at'
>;

const STOP_WORDS = new Set(
  'the a an and or of to in on for with at is are be it we i you my our your de het een en of van te in op voor met is zijn ik je we wij ons onze mijn per'.split(
    ' ',
  ),
);
const WINDOW_MS = 60 * 24 * 3600 * 1000;

/** The distinct content words of a text, for a Jaccard comparison. */
export function contentWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/);
  return new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)));
}

function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** The same photo address, or a kept photo whose hash says it is the same photo (re-encoded or resized). */
function sharesPhoto(earlier: OfferFacts, later: OfferFacts): boolean {
  if (earlier.image_urls.some((url) => later.image_urls.includes(url))) return true;
  const laterHashes = later.photo_hashes ?? [];
  return (earlier.photo_hashes ?? []).some((hash) => laterHashes.some((other) => isSamePhoto(hash, other)));
}

type Comparison = { conflict: boolean; agreements: number; sizeAgrees: boolean };

/** An offer's facts with its times parsed once: a batch compares each offer with many. */
type Timed = { facts: OfferFacts; postedMs: number; availableMs: number | null };

function timed(facts: OfferFacts): Timed {
  return {
    facts,
    postedMs: Date.parse(facts.posted_at),
    availableMs: facts.available_from === null ? null : Date.parse(facts.available_from),
  };
}

const NO_MATCH: Comparison = { conflict: true, agreements: 0, sizeAgrees: false };
const DAY_MS = 24 * 3600 * 1000;

/** -1 when two known values conflict, 1 when they agree, 0 when either is unknown. */
function exactly<T>(left: T | null, right: T | null): -1 | 0 | 1 {
  if (left === null || right === null) return 0;
  return left === right ? 1 : -1;
}

function nearly(left: number | null, right: number | null, tolerance: number): -1 | 0 | 1 {
  if (left === null || right === null) return 0;
  return Math.abs(left - right) <= tolerance ? 1 : -1;
}

// The cheap conflicts come first: in a batch most pairs differ in type, area, rent or size.
function compareFacts(earlier: Timed, later: Timed): Comparison {
  const first = earlier.facts;
  const second = later.facts;
  if (
    first.listing_type !== null &&
    second.listing_type !== null &&
    first.listing_type !== 'unknown' &&
    second.listing_type !== 'unknown' &&
    first.listing_type !== second.listing_type
  )
    return NO_MATCH;
  if (first.city_of_post !== second.city_of_post) return NO_MATCH;
  if (first.neighbourhood !== null && second.neighbourhood !== null && first.neighbourhood !== second.neighbourhood)
    return NO_MATCH;
  let agreements = 0;
  if (first.rent_on_monthly_basis !== null && second.rent_on_monthly_basis !== null) {
    const ratio =
      Math.max(first.rent_on_monthly_basis, second.rent_on_monthly_basis) /
      Math.max(1, Math.min(first.rent_on_monthly_basis, second.rent_on_monthly_basis));
    if (ratio > 1.2) return NO_MATCH;
    if (ratio <= 1.02) agreements += 1;
  }
  const roomSize = nearly(first.room_size_m2, second.room_size_m2, 1);
  const houseSize = nearly(first.house_total_size_m2, second.house_total_size_m2, 1);
  if (roomSize < 0 || houseSize < 0) return NO_MATCH;
  const sizeAgrees = roomSize + houseSize > 0;
  agreements += roomSize + houseSize;
  for (const verdict of [
    exactly(first.amount_of_roommates, second.amount_of_roommates),
    exactly(first.minimum_age, second.minimum_age),
    exactly(first.maximum_age, second.maximum_age),
    exactly(first.gender_preference, second.gender_preference),
    exactly(first.is_subrent, second.is_subrent),
  ]) {
    if (verdict < 0) return NO_MATCH;
    agreements += verdict;
  }
  if (earlier.availableMs !== null && later.availableMs !== null) {
    const days = Math.abs(earlier.availableMs - later.availableMs) / DAY_MS;
    if (days > 10) return NO_MATCH;
    if (days <= 3) agreements += 1;
  }
  if (first.neighbourhood !== null && first.neighbourhood === second.neighbourhood) agreements += 1;
  return { conflict: false, agreements, sizeAgrees };
}

function repeats(
  earlier: Timed,
  later: Timed,
  earlierWords: ReadonlySet<string>,
  laterWords: ReadonlySet<string>,
): boolean {
  if (Math.abs(later.postedMs - earlier.postedMs) > WINDOW_MS) return false;
  const { conflict, agreements, sizeAgrees } = compareFacts(earlier, later);
  if (conflict) return false;
  if (sharesPhoto(earlier.facts, later.facts)) return true;
  if (agreements >= 5 || (agreements >= 4 && sizeAgrees)) return true;
  if (agreements < 1) return false;
  const similarity = jaccard(earlierWords, laterWords);
  return (agreements >= 3 && similarity >= 0.2) || similarity >= 0.5;
}

export type DuplicateCandidate = { key: string; facts: OfferFacts; words: Set<string> };

type Seen = Timed & { key: string; words: Set<string> };

/** Finds, for each offer in posting order, the first earlier offer it repeats (by key), or null. */
export function findDuplicates(
  offers: ReadonlyArray<{ key: string; facts: OfferFacts }>,
  earlier: readonly DuplicateCandidate[] = [],
): Map<string, string | null> {
  // Offers in different cities never match, so each is compared only with its own city's.
  const seenByCity = new Map<string | null, Seen[]>();
  const remember = (seen: Seen) => {
    const bucket = seenByCity.get(seen.facts.city_of_post) ?? [];
    bucket.push(seen);
    seenByCity.set(seen.facts.city_of_post, bucket);
  };
  for (const candidate of earlier) remember({ ...timed(candidate.facts), key: candidate.key, words: candidate.words });
  const result = new Map<string, string | null>();
  const ordered = offers
    .map((offer, position) => ({ ...timed(offer.facts), key: offer.key, position }))
    .sort((left, right) => left.postedMs - right.postedMs || left.position - right.position);
  const originals = new Map<string, string>();
  for (const offer of ordered) {
    const words = contentWords(offer.facts.text);
    const match = (seenByCity.get(offer.facts.city_of_post) ?? []).find((candidate) =>
      repeats(candidate, offer, candidate.words, words),
    );
    const original = match ? (originals.get(match.key) ?? match.key) : null;
    result.set(offer.key, original);
    if (original !== null) originals.set(offer.key, original);
    remember({ ...offer, words });
  }
  return result;
}
