// Cross-posts and reposts: the same offer posted in several groups or again days later, often reworded,
// shortened or re-priced. Two offers are the same when nothing about them conflicts (type, place, sizes,
// roommates, ages, gender, dates within ten days, rent within a re-pricing) and enough facts or words agree.
// A different room in the same house conflicts on its size or its rent, so it stays its own listing.
import type { ExtractedPost } from './extract-post.ts';

export type OfferFacts = Pick<
  ExtractedPost,
  | 'listing_type' | 'city_of_post' | 'neighbourhood' | 'rent_on_monthly_basis' | 'room_size_m2' | 'house_total_size_m2'
  | 'amount_of_roommates' | 'minimum_age' | 'maximum_age' | 'gender_preference' | 'available_from' | 'is_subrent'
  | 'registration_possible' | 'image_urls' | 'text' | 'posted_at'
>;

const STOP_WORDS = new Set('the a an and or of to in on for with at is are be it we i you my our your de het een en of van te in op voor met is zijn ik je we wij ons onze mijn per'.split(' '));
const WINDOW_MS = 60 * 24 * 3600 * 1000;

/** The distinct content words of a text, for a Jaccard comparison. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/);
  return new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)));
}

function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

type Comparison = { conflict: boolean; agreements: number; sizeAgrees: boolean };

function compareFacts(first: OfferFacts, second: OfferFacts): Comparison {
  let agreements = 0;
  let conflict = false;
  const exact = <T>(left: T | null, right: T | null) => {
    if (left === null || right === null) return;
    if (left === right) agreements += 1;
    else conflict = true;
  };
  const near = (left: number | null, right: number | null, tolerance: number) => {
    if (left === null || right === null) return;
    if (Math.abs(left - right) <= tolerance) agreements += 1;
    else conflict = true;
  };
  if (first.listing_type !== null && second.listing_type !== null && first.listing_type !== 'unknown' && second.listing_type !== 'unknown' && first.listing_type !== second.listing_type) conflict = true;
  if (first.city_of_post !== second.city_of_post) conflict = true;
  if (first.neighbourhood !== null && second.neighbourhood !== null && first.neighbourhood !== second.neighbourhood) conflict = true;
  const before = agreements;
  near(first.room_size_m2, second.room_size_m2, 1);
  near(first.house_total_size_m2, second.house_total_size_m2, 1);
  const sizeAgrees = agreements > before;
  exact(first.amount_of_roommates, second.amount_of_roommates);
  exact(first.minimum_age, second.minimum_age);
  exact(first.maximum_age, second.maximum_age);
  exact(first.gender_preference, second.gender_preference);
  exact(first.is_subrent, second.is_subrent);
  if (first.rent_on_monthly_basis !== null && second.rent_on_monthly_basis !== null) {
    const ratio = Math.max(first.rent_on_monthly_basis, second.rent_on_monthly_basis) / Math.max(1, Math.min(first.rent_on_monthly_basis, second.rent_on_monthly_basis));
    if (ratio <= 1.02) agreements += 1;
    else if (ratio > 1.2) conflict = true;
  }
  if (first.available_from !== null && second.available_from !== null) {
    const days = Math.abs(Date.parse(first.available_from) - Date.parse(second.available_from)) / (24 * 3600 * 1000);
    if (days <= 3) agreements += 1;
    else if (days > 10) conflict = true;
  }
  if (first.neighbourhood !== null && first.neighbourhood === second.neighbourhood) agreements += 1;
  return { conflict, agreements, sizeAgrees };
}

/** Whether the later offer repeats the earlier one. */
export function isSameOffer(earlier: OfferFacts, later: OfferFacts, earlierWords: ReadonlySet<string>, laterWords: ReadonlySet<string>): boolean {
  if (Math.abs(Date.parse(later.posted_at) - Date.parse(earlier.posted_at)) > WINDOW_MS) return false;
  const { conflict, agreements, sizeAgrees } = compareFacts(earlier, later);
  if (conflict) return false;
  if (earlier.image_urls.some((url) => later.image_urls.includes(url))) return true;
  const similarity = jaccard(earlierWords, laterWords);
  return agreements >= 5 || (agreements >= 4 && sizeAgrees) || (agreements >= 3 && similarity >= 0.2) || (agreements >= 1 && similarity >= 0.5);
}

export type DuplicateCandidate = { key: string; facts: OfferFacts; words: Set<string> };

/** Finds, for each offer in posting order, the first earlier offer it repeats (by key), or null. */
export function findDuplicates(offers: ReadonlyArray<{ key: string; facts: OfferFacts }>, earlier: readonly DuplicateCandidate[] = []): Map<string, string | null> {
  // Offers in different cities never match, so each is compared only with its own city's.
  const seenByCity = new Map<string | null, DuplicateCandidate[]>();
  const remember = (candidate: DuplicateCandidate) => {
    const bucket = seenByCity.get(candidate.facts.city_of_post) ?? [];
    bucket.push(candidate);
    seenByCity.set(candidate.facts.city_of_post, bucket);
  };
  earlier.forEach(remember);
  const result = new Map<string, string | null>();
  const ordered = offers.map((offer, position) => ({ ...offer, position })).sort((left, right) => Date.parse(left.facts.posted_at) - Date.parse(right.facts.posted_at) || left.position - right.position);
  const originals = new Map<string, string>();
  for (const offer of ordered) {
    const words = contentWords(offer.facts.text);
    const match = (seenByCity.get(offer.facts.city_of_post) ?? []).find((candidate) => isSameOffer(candidate.facts, offer.facts, candidate.words, words));
    const original = match ? (originals.get(match.key) ?? match.key) : null;
    result.set(offer.key, original);
    if (original !== null) originals.set(offer.key, original);
    remember({ key: offer.key, facts: offer.facts, words });
  }
  return result;
}
