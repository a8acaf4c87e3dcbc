// Scores the pipeline on real rental ads (../shared/data/real-ads/dev.jsonl): every ad is an offer, and the site
// recorded its kind, city, price and surface. Each measure is a fraction over the ads it applies to, with the
// definitions of issue 17: offer recall over every ad, the field measures over the ads the pipeline takes for
// offers (a lost offer counts once, in recall), the point over the offers that get one, and beside it the share
// of offers that get a point at all. Whether a price or surface "is written" is read from the ad itself,
// independent of the pipeline. The rental terms are scored in real-ads-accuracy-terms.ts.
import { distanceKm } from '../../src/domain/ingestion/distance.ts';
import { foldPlaceName } from './geo-references.ts';
import { countBills, countLabelled, TERMS_MEASURES } from './real-ads-accuracy-terms.ts';
import type { ProcessedPost } from '../../src/domain/ingestion/ingestion-pipeline.ts';

export type RealAd = {
  id: string;
  kind: string;
  title: string;
  text: string;
  city: string;
  street: string | null;
  price: number;
  utilities: string;
  surface_m2: number;
};

export type Point = { latitude: number; longitude: number };

export const REAL_MEASURES = [
  'offer_recall',
  'listing_type',
  'listing_type_strict',
  'rent_when_written',
  'rent_precision',
  'rent_precision_strict',
  'size_when_written',
  'city_when_named',
  'city_precision',
  'point_in_city',
  'point_coverage',
  ...TERMS_MEASURES,
] as const;
export type RealMeasure = (typeof REAL_MEASURES)[number];

export type MeasureScore = { correct: number; total: number; value: number };
export type RealMistake = { id: string; measure: RealMeasure; expected: unknown; got: unknown };
export type RealScore = { measures: Record<RealMeasure, MeasureScore>; mistakes: RealMistake[] };

// The site has no category for a house: a whole house is filed under appartement, so the pipeline's 'house'
// agrees with it; the strict measure beside it takes appartement for 'apartment' alone.
const KIND_TYPES: Record<string, readonly string[]> = {
  kamer: ['room'],
  appartement: ['apartment', 'house'],
  studio: ['studio'],
};

// The names a city goes by on the site, in ads and in the pipeline's output.
const CITY_ALIASES: Record<string, string> = {
  'the hague': 'den haag',
  "'s gravenhage": 'den haag',
  's gravenhage': 'den haag',
  "'s hertogenbosch": 'den bosch',
  's hertogenbosch': 'den bosch',
};
// The site tells apart places of the same name with a province: "Bergen (NH)", "Haren Gn", "Beuningen Gld".
const PROVINCE_SUFFIX = /\s*\((?:[a-z]+)\)$|\s+(?:gn|gld|nb|nh|zh|l|lb|ut|ov|fr|dr|ze|fl)$/;
const canonicalCity = (name: string) => {
  const folded = foldPlaceName(name).replace(PROVINCE_SUFFIX, '');
  return CITY_ALIASES[folded] ?? folded;
};

/** The post the pipeline reads: title, blank line, text, in a nationwide group. */
export function adAsPostText(ad: RealAd): string {
  return `${ad.title}\n\n${ad.text}`;
}

function escapeForRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Ways an amount is written: 1550, 1.550, 1,550, 1 550 (and 850 as itself). */
function writtenForms(value: number): string {
  const whole = String(Math.trunc(value));
  if (whole.length <= 3) return escapeForRegex(whole);
  const head = whole.slice(0, -3);
  const tail = whole.slice(-3);
  return `(?:${whole}|${head}[.,\\s]${tail})`;
}

/** Whether the price appears in the ad as a number of its own. */
export function priceIsWritten(ad: RealAd): boolean {
  if (!Number.isInteger(ad.price)) return false;
  return new RegExp(`(?<![\\d.,])${writtenForms(ad.price)}(?![\\d]|[.,]\\d{3})`).test(adAsPostText(ad));
}

/** Whether the surface appears in the ad followed by a unit of area. */
export function surfaceIsWritten(ad: RealAd): boolean {
  return new RegExp(
    `(?<![\\d.,])${ad.surface_m2}(?:[.,]\\d{1,2})?\\s*(?:m2|m²|m\\^2|m\\ufffd|sqm|sq\\.?\\s*m|square|vierkante|vkm|m\\s?2\\b)`,
    'i',
  ).test(adAsPostText(ad));
}

/** Whether the ad names the site's city (or one of its other names) as a word. */
export function cityIsNamed(ad: RealAd): boolean {
  const folded = foldPlaceName(adAsPostText(ad));
  const target = canonicalCity(ad.city);
  const names = [
    target,
    ...Object.entries(CITY_ALIASES)
      .filter(([, city]) => city === target)
      .map(([alias]) => alias),
  ];
  return names.some((name) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeForRegex(name)}(?![\\p{L}\\p{N}])`, 'u').test(folded),
  );
}

/** Money amounts the ad writes (with a currency sign or word, or as "95,-"), for "price plus stated costs". */
function statedAmounts(ad: RealAd): number[] {
  const amounts: number[] = [];
  const pattern =
    /(?:€|\beur(?:o|os)?\b\.?)\s*(\d{1,4}(?:[.,]\d{1,2})?)|(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:,-|€|\beuros?\b)/gi;
  for (const match of adAsPostText(ad).matchAll(pattern)) {
    const value = Number((match[1] ?? match[2] ?? '').replace(',', '.'));
    if (Number.isFinite(value) && value > 0 && value < ad.price) amounts.push(Math.round(value));
  }
  return [...new Set(amounts)];
}

/**
 * Rent equals the price, or (when the site shows it without utilities) the price plus costs the ad states: either
 * costs written as amounts that add up, or an inclusive price the ad writes itself ("kale huur 600, all-in 780"),
 * taken as one when it is a written amount above the price and less than 60% over it.
 */
function rentMatches(ad: RealAd, rent: number | null): boolean {
  if (rent === null) return false;
  if (rent === Math.round(ad.price)) return true;
  if (ad.utilities.startsWith('incl')) return false;
  const extra = rent - Math.round(ad.price);
  if (extra <= 0) return false;
  if (rent <= ad.price * 1.6 && priceIsWritten({ ...ad, price: rent })) return true;
  const costs = statedAmounts(ad);
  // One, two or three stated costs on top (service costs, utilities, internet).
  for (let first = 0; first < costs.length; first += 1) {
    const a = costs[first] as number;
    if (a === extra) return true;
    for (let second = first + 1; second < costs.length; second += 1) {
      const b = costs[second] as number;
      if (a + b === extra) return true;
      for (let third = second + 1; third < costs.length; third += 1)
        if (a + b + (costs[third] as number) === extra) return true;
    }
  }
  return false;
}

export function scoreRealAds(
  ads: readonly RealAd[],
  processed: ReadonlyMap<string, ProcessedPost>,
  cityPoint: (city: string) => Point | null,
): RealScore {
  const tallies = Object.fromEntries(REAL_MEASURES.map((measure) => [measure, { correct: 0, total: 0 }])) as Record<
    RealMeasure,
    { correct: number; total: number }
  >;
  const mistakes: RealMistake[] = [];
  const count = (ad: RealAd, measure: RealMeasure, ok: boolean, expected: unknown, got: unknown) => {
    tallies[measure].total += 1;
    if (ok) tallies[measure].correct += 1;
    else mistakes.push({ id: ad.id, measure, expected, got });
  };
  for (const ad of ads) {
    const post = processed.get(ad.id);
    if (!post) throw new Error(`No output for ${ad.id}`);
    const isOffer = post.post_type === 'HAS_HOUSING_AVAILABLE';
    count(ad, 'offer_recall', isOffer, 'HAS_HOUSING_AVAILABLE', post.post_type);
    const countTerm = (measure: RealMeasure, ok: boolean, expected: unknown, got: unknown) =>
      count(ad, measure, ok, expected, got);
    countLabelled(ad, post, countTerm);
    if (!isOffer) continue;
    countBills(ad, post, countTerm);
    const wantedTypes = KIND_TYPES[ad.kind];
    if (wantedTypes) {
      count(
        ad,
        'listing_type',
        wantedTypes.includes(post.listing_type ?? ''),
        wantedTypes.join(' or '),
        post.listing_type,
      );
      count(ad, 'listing_type_strict', post.listing_type === wantedTypes[0], wantedTypes[0], post.listing_type);
    }
    if (priceIsWritten(ad))
      count(ad, 'rent_when_written', rentMatches(ad, post.rent_on_monthly_basis), ad.price, post.rent_on_monthly_basis);
    if (post.rent_on_monthly_basis !== null) {
      // Within 15% of the site's price, or exactly that price plus the costs the ad states on top of a price the
      // site shows without utilities (what the tenant pays, as rent_when_written counts it); the strict figure
      // beside it takes the site's price alone.
      const isNear = Math.abs(post.rent_on_monthly_basis - ad.price) <= 0.15 * ad.price;
      count(
        ad,
        'rent_precision',
        isNear || rentMatches(ad, post.rent_on_monthly_basis),
        ad.price,
        post.rent_on_monthly_basis,
      );
      count(ad, 'rent_precision_strict', isNear, ad.price, post.rent_on_monthly_basis);
    }
    if (surfaceIsWritten(ad)) {
      const size = ad.kind === 'kamer' ? post.room_size_m2 : post.house_total_size_m2;
      count(ad, 'size_when_written', size === ad.surface_m2, ad.surface_m2, size);
    }
    const cityRight = post.city_of_post !== null && canonicalCity(post.city_of_post) === canonicalCity(ad.city);
    if (cityIsNamed(ad)) count(ad, 'city_when_named', cityRight, ad.city, post.city_of_post);
    if (post.city_of_post !== null) count(ad, 'city_precision', cityRight, ad.city, post.city_of_post);
    const reference = cityPoint(ad.city);
    const point =
      post.latitude !== null && post.longitude !== null ? { latitude: post.latitude, longitude: post.longitude } : null;
    count(ad, 'point_coverage', point !== null, 'a point', null);
    if (reference && point) {
      const distance = distanceKm(reference, point);
      count(
        ad,
        'point_in_city',
        distance <= 10,
        ad.city,
        `${distance.toFixed(1)} km (${post.city_of_post ?? 'no city'})`,
      );
    }
  }
  const measures = Object.fromEntries(
    REAL_MEASURES.map((measure) => {
      const { correct, total } = tallies[measure];
      return [measure, { correct, total, value: total === 0 ? 1 : correct / total }];
    }),
  ) as Record<RealMeasure, MeasureScore>;
  return { measures, mistakes };
}
