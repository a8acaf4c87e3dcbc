// The listing filter rules of filter-semantics.md, as predicates over one listing. A rule applies only
// when its filter is not at its default, so an untouched filter costs nothing. This is the reference
// implementation: the query worker's columnar pipeline must return exactly what these rules return.
import {
  AGE_MAX,
  AGE_MIN,
  HOUSE_SIZE_NO_UPPER_LIMIT,
  LISTING_ROOM_SIZE_NO_UPPER_LIMIT,
  MAX_ROOMMATES_ANY,
  PRICE_NO_UPPER_LIMIT,
} from '../constants.ts';
import type { PointTest } from '../areas/area-test.ts';
import { dayOf, parseInstant } from './dates.ts';
import { isAnyCity, POST_RECENCY_HOURS, type FilterState, type StayLength } from './filter-state.ts';
import { listingCity, normalizedText, numberOrNull, positiveOrNull, type ListingRow } from './listing.ts';

export type ListingPredicate = (listing: ListingRow) => boolean;

const HOUR_MS = 3_600_000;

/** The base rule: what a client shows at all, whatever the filters. */
export function passesBaseRule(listing: ListingRow): boolean {
  return (
    listing.post_type === 'HAS_HOUSING_AVAILABLE' &&
    numberOrNull(listing.latitude) !== null &&
    numberOrNull(listing.longitude) !== null &&
    (listing.is_unavailable_or_double === null || listing.is_unavailable_or_double === undefined) &&
    normalizedText(listing.listing_type) !== 'unknown'
  );
}

/** Whether the list of housing types means "any type". */
export function isAnyHousingType(types: readonly string[]): boolean {
  return types.length === 0 || types.some((type) => normalizedText(type) === 'any');
}

function priceRule(state: FilterState): ListingPredicate | null {
  if (state.minPrice <= 0 && state.maxPrice >= PRICE_NO_UPPER_LIMIT) return null;
  return (listing) => {
    const rent = positiveOrNull(listing.rent_on_monthly_basis);
    return (
      rent !== null && rent >= state.minPrice && (state.maxPrice >= PRICE_NO_UPPER_LIMIT || rent <= state.maxPrice)
    );
  };
}

function sizeRule(
  read: (listing: ListingRow) => unknown,
  min: number,
  max: number,
  noLimit: number,
): ListingPredicate | null {
  const hasMin = min > 0;
  const hasMax = max < noLimit;
  if (!hasMin && !hasMax) return null;
  return (listing) => {
    const size = positiveOrNull(read(listing));
    if (hasMin && (size === null || size < min)) return false;
    return !(hasMax && size !== null && size > max);
  };
}

function ageRule(state: FilterState): ListingPredicate | null {
  if (state.minAge <= AGE_MIN && state.maxAge >= AGE_MAX) return null;
  return (listing) => {
    const minimum = numberOrNull(listing.minimum_age);
    const maximum = numberOrNull(listing.maximum_age);
    if (minimum === null && maximum === null) return false;
    return (minimum ?? AGE_MIN) <= state.maxAge && (maximum ?? AGE_MAX) >= state.minAge;
  };
}

function equalTextRule(read: (listing: ListingRow) => unknown, wanted: string): ListingPredicate {
  const target = wanted.trim().toLowerCase();
  return (listing) => normalizedText(read(listing)) === target;
}

/** A listing passes when its point lies in any chosen area; one without a point fails. */
function areaRule(contains: PointTest | undefined): ListingPredicate {
  // Compiled by the caller (area-test.ts), so that the first screens, which never filter by area, load none of it.
  if (!contains) throw new Error('The filters name areas, but their test was not given');
  return (listing) => {
    const longitude = numberOrNull(listing.longitude);
    const latitude = numberOrNull(listing.latitude);
    return longitude !== null && latitude !== null && contains(longitude, latitude);
  };
}

/** Whether a stay from `from` to `until` (days, or null when invalid) fits the chosen length. */
export function stayFits(length: Exclude<StayLength, 'any'>, fromDay: number | null, untilDay: number | null): boolean {
  if (length === '6_plus_months' || length === 'long')
    return untilDay === null || (fromDay !== null && untilDay - fromDay >= 180);
  if (fromDay === null || untilDay === null) return false;
  const days = untilDay - fromDay;
  switch (length) {
    case 'less_than_1_month':
      return days <= 30;
    case '1-3_months':
      return days >= 30 && days <= 90;
    case '4-6_months':
      return days > 90 && days <= 180;
    case 'short':
      return days < 180;
  }
}

/** The time a listing was posted: time_of_post, else created_at. */
export function postInstant(listing: ListingRow): number | null {
  return parseInstant(listing.time_of_post) ?? parseInstant(listing.created_at);
}

/** Every active rule of the filter state, the base rule first. */
export function activeRules(
  state: FilterState,
  nowMs: number,
  scope: 'all' | 'onboarding' = 'all',
  inAreas?: PointTest,
): ListingPredicate[] {
  const rules: Array<ListingPredicate | null> = [passesBaseRule, priceRule(state)];
  if (!isAnyHousingType(state.housingTypes)) {
    const types = new Set(state.housingTypes.map((type) => type.trim().toLowerCase()));
    rules.push((listing) => {
      const type = normalizedText(listing.listing_type);
      return type !== null && types.has(type);
    });
  }
  if (!isAnyCity(state.city)) rules.push(equalTextRule(listingCity, state.city));
  if (scope === 'all' && state.areas.length > 0) rules.push(areaRule(inAreas));
  if (scope === 'all' && state.registration === 'yes') rules.push((listing) => listing.registration_possible === true);
  if (scope === 'all' && state.furnishing !== 'any')
    rules.push(equalTextRule((listing) => listing.furnishing, state.furnishing));
  if (scope === 'all') {
    rules.push(
      sizeRule(
        (listing) => listing.room_size_m2,
        state.minRoomSize,
        state.maxRoomSize,
        LISTING_ROOM_SIZE_NO_UPPER_LIMIT,
      ),
      sizeRule(
        (listing) => listing.house_total_size_m2,
        state.minHouseSize,
        state.maxHouseSize,
        HOUSE_SIZE_NO_UPPER_LIMIT,
      ),
      ageRule(state),
    );
    if (state.genderPreference !== 'any')
      rules.push(equalTextRule((listing) => listing.gender_preference, state.genderPreference));
    if (state.maxRoommates < MAX_ROOMMATES_ANY) {
      rules.push((listing) => {
        const roommates = numberOrNull(listing.amount_of_roommates);
        return roommates !== null && roommates <= state.maxRoommates;
      });
    }
    if (state.isSubrent === 'yes') rules.push((listing) => normalizedText(listing.is_subrent) === 'yes');
    if (state.isSubrent === 'no') rules.push((listing) => normalizedText(listing.is_subrent) !== 'yes');
    if (state.availableFrom !== null) {
      const chosen = dayOf(state.availableFrom);
      rules.push((listing) => {
        const from = dayOf(listing.available_from);
        return chosen !== null && from !== null && from <= chosen;
      });
    }
    if (state.lengthStay !== 'any') {
      const length = state.lengthStay;
      rules.push((listing) => stayFits(length, dayOf(listing.available_from), dayOf(listing.available_until)));
    }
    if (state.postRecency !== 'any') {
      const windowMs = POST_RECENCY_HOURS[state.postRecency] * HOUR_MS;
      rules.push((listing) => {
        const posted = postInstant(listing);
        return posted !== null && nowMs - posted <= windowMs;
      });
    }
    if (state.language.trim().toLowerCase() !== 'any') {
      const language = state.language.trim().toLowerCase();
      rules.push(
        (listing) =>
          Array.isArray(listing.language_requirements) &&
          listing.language_requirements.some((entry) => normalizedText(entry) === language),
      );
    }
  }
  return rules.filter((rule): rule is ListingPredicate => rule !== null);
}

/** One predicate for the whole filter state. */
export function compileFilters(
  state: FilterState,
  nowMs: number,
  scope: 'all' | 'onboarding' = 'all',
  inAreas?: PointTest,
): ListingPredicate {
  const rules = activeRules(state, nowMs, scope, inAreas);
  return (listing) => rules.every((rule) => rule(listing));
}
