// The facts of an invented offer, drawn with realistic spreads per city and type, and the labels they imply
// under the labeling conventions of the shared data README.
import { addCalendar } from '../../../src/domain/ingestion/availability.ts';
import { seededRandom, type Random } from '../../../src/domain/seeded-random.ts';
import { OFFER_PLACES } from './groups.ts';

export type OfferType = 'room' | 'studio' | 'apartment' | 'house';

export type OfferFacts = {
  city: string;
  area: string | null;
  type: OfferType;
  baseRent: number;
  costs: number;
  weekly: boolean;
  roomSize: number | null;
  houseSize: number | null;
  roommates: number | null;
  minAge: number | null;
  maxAge: number | null;
  /** Written as "under N" (so the label is N - 1). */
  ageAsUnder: boolean;
  gender: 'male' | 'female' | 'no_preference' | null;
  subrent: 'YES' | 'NO' | null;
  /** Days after the post; 0 means "as soon as possible". */
  fromDays: number;
  months: number | null;
  registration: boolean | null;
  languages: string[];
  scam: boolean;
} & OfferTerms;

/** The rental terms a post states besides its rent and costs. */
export type OfferTerms = {
  /** Months of the rent without costs; 0 is "no deposit", null says nothing of it. */
  depositMonths: number | null;
  furnishing: 'furnished' | 'upholstered' | 'bare' | null;
};

const RENT: Record<OfferType, { amsterdam: [number, number]; elsewhere: [number, number] }> = {
  room: { amsterdam: [650, 1150], elsewhere: [420, 820] },
  studio: { amsterdam: [950, 1550], elsewhere: [650, 1150] },
  apartment: { amsterdam: [1450, 2900], elsewhere: [1050, 1950] },
  house: { amsterdam: [2200, 3600], elsewhere: [1500, 2600] },
};
const SIZE: Record<OfferType, [number, number]> = {
  room: [8, 22],
  studio: [18, 38],
  apartment: [38, 105],
  house: [80, 150],
};

function between(random: Random, [low, high]: readonly [number, number], step = 1): number {
  return low + Math.floor((random.next() * (high - low)) / step) * step;
}

function pickWeighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  let roll = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as T;
}

// How often each type comes furnished, upholstered or bare (the rest does not say): rooms mostly furnished,
// whole homes more often upholstered or bare, as on Pararius and Kamernet.
const FURNISHING: Record<OfferType, Array<[OfferTerms['furnishing'], number]>> = {
  room: [
    ['furnished', 0.55],
    ['upholstered', 0.15],
    ['bare', 0.05],
  ],
  studio: [
    ['furnished', 0.45],
    ['upholstered', 0.25],
    ['bare', 0.1],
  ],
  apartment: [
    ['furnished', 0.25],
    ['upholstered', 0.35],
    ['bare', 0.15],
  ],
  house: [
    ['furnished', 0.15],
    ['upholstered', 0.35],
    ['bare', 0.25],
  ],
};

/**
 * The terms of an offer, drawn from a generator of their own seeded by the offer's other facts: the shared
 * generator is not drawn from, so every corpus and synthetic listing drawn before the terms existed stays
 * as it was (and each test's and benchmark's expectation of them).
 */
export function drawTerms(facts: Omit<OfferFacts, keyof OfferTerms>): OfferTerms {
  const random = seededRandom(facts.baseRent * 7919 + (facts.roomSize ?? facts.houseSize ?? 0) * 131 + facts.fromDays);
  let roll = random.next();
  let furnishing: OfferTerms['furnishing'] = null;
  for (const [value, share] of FURNISHING[facts.type]) {
    if (roll < share) {
      furnishing = value;
      break;
    }
    roll -= share;
  }
  // A scam's deposit is in its own lines; a weekly rent comes with no months of deposit.
  const statesDeposit = !facts.scam && !facts.weekly && random.chance(0.55);
  const depositMonths = !statesDeposit ? null : random.chance(0.06) ? 0 : random.chance(0.5) ? 1 : 2;
  return { depositMonths, furnishing };
}

/** The deposit in euros an offer states: its months of the rent without costs. */
export function depositOf(facts: OfferFacts): number | null {
  return facts.depositMonths === null ? null : facts.depositMonths * facts.baseRent;
}

export function drawOffer(random: Random, scam: boolean): OfferFacts {
  const offer = drawOfferFacts(random, scam);
  return { ...offer, ...drawTerms(offer) };
}

function drawOfferFacts(random: Random, scam: boolean): Omit<OfferFacts, keyof OfferTerms> {
  const place = pickWeighted(random, OFFER_PLACES);
  const typeRoll = random.next();
  const type: OfferType =
    typeRoll < 0.6 ? 'room' : typeRoll < 0.76 ? 'studio' : typeRoll < 0.94 ? 'apartment' : 'house';
  const range = place.city === 'Amsterdam' || place.city === 'Amstelveen' ? RENT[type].amsterdam : RENT[type].elsewhere;
  const rent = between(random, range, type === 'room' ? 5 : 25);
  const withCosts = random.chance(0.3);
  const costs = withCosts ? between(random, [40, type === 'room' ? 130 : 220], 5) : 0;
  const size = between(random, SIZE[type]);
  const isRoom = type === 'room';
  const subrentRoll = random.next();
  const subrent = subrentRoll < 0.18 ? 'YES' : subrentRoll < 0.4 ? 'NO' : null;
  const fromDays = random.chance(0.18) ? 0 : 5 + random.int(70);
  const hasAges = isRoom && random.chance(0.55);
  const minAge = hasAges ? 18 + random.int(10) : null;
  const genderRoll = random.next();
  return {
    city: place.city,
    area: random.chance(0.92) ? random.pick(place.areas) : null,
    type,
    ...(isRoom && !scam && random.chance(0.05)
      ? { baseRent: Math.round((rent * 12) / 52), costs: 0, weekly: true }
      : { baseRent: scam ? Math.round(rent * 0.45) : rent - costs, costs: scam ? 0 : costs, weekly: false }),
    roomSize: isRoom ? (random.chance(0.85) ? size : null) : null,
    houseSize: isRoom ? (random.chance(0.15) ? between(random, [60, 120]) : null) : size,
    roommates: isRoom ? 1 + random.int(5) : 0,
    minAge,
    maxAge: minAge === null ? null : minAge + 6 + random.int(12),
    ageAsUnder: false,
    gender:
      isRoom && genderRoll < 0.2
        ? 'female'
        : isRoom && genderRoll < 0.28
          ? 'male'
          : isRoom && genderRoll < 0.36
            ? 'no_preference'
            : null,
    subrent: scam ? null : subrent,
    fromDays,
    months: subrent === 'YES' && !scam ? 2 + random.int(6) : null,
    registration: scam ? null : random.chance(0.75) ? random.chance(0.7) : null,
    languages: isRoom && random.chance(0.25) ? [random.chance(0.75) ? 'English' : 'Dutch'] : [],
    scam,
  };
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function availableFromLabel(facts: OfferFacts, postedAt: Date): string {
  return isoDay(new Date(postedAt.getTime() + facts.fromDays * 24 * 3600 * 1000));
}

/** The labeled record the pipeline should produce for this offer. */
export function offerLabel(facts: OfferFacts, postedAt: Date): Record<string, unknown> {
  const from = availableFromLabel(facts, postedAt);
  const monthly = facts.weekly ? Math.round((facts.baseRent * 52) / 12) : facts.baseRent + facts.costs;
  return {
    post_type: 'HAS_HOUSING_AVAILABLE',
    listing_type: facts.type,
    rent_on_monthly_basis: monthly,
    room_size_m2: facts.type === 'room' ? facts.roomSize : null,
    house_total_size_m2: facts.houseSize,
    amount_of_roommates: facts.roommates,
    minimum_age: facts.minAge,
    maximum_age: facts.maxAge,
    gender_preference: facts.gender,
    is_subrent: facts.subrent,
    city_of_post: facts.city,
    neighbourhood: facts.area,
    available_from: from,
    available_until: facts.months === null ? null : addCalendar(from, facts.months, 'month'),
    language_requirements: facts.languages,
    registration_possible: facts.registration,
    scam_signals: facts.scam,
  };
}
