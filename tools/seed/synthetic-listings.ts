// Listings at scale for load and performance tests: the demo corpus's offer model (cities weighted as the
// groups are, types, rents by city and type, sizes, terms, bills, deposit, furnishing) written out as posts,
// with points jittered around their area's centre and post times denser in recent days. Rows go straight to
// the listings table.
import { areaNamed, cityNamed } from '../../src/domain/ingestion/gazetteer.ts';
import { composeLocation, composeTitle } from '../../src/domain/ingestion/listing-text.ts';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { depositOf, drawOffer, offerLabel, type OfferFacts } from '../../supabase/seed/corpus/facts.ts';
import { groupsFor } from '../../supabase/seed/corpus/groups.ts';
import { writeOffer } from '../../supabase/seed/corpus/write-offer.ts';

const DAY = 24 * 3600 * 1000;

export type SyntheticListing = {
  listing: Record<string, unknown>;
  source: { source_post_id: string; url_post: string; group_name: string };
};

/**
 * The bills columns as ingestion stores them for the offer's post (write-offer.ts): costs on top of the rent
 * are named with their amount, a rent without costs says it includes them.
 */
function billsOf(facts: OfferFacts) {
  return facts.costs > 0
    ? { bills: 'excluded', bills_monthly: facts.costs, bills_advance: false }
    : { bills: 'included', bills_monthly: null, bills_advance: false };
}

export function syntheticListings(count: number, now = new Date(), seed = 7): SyntheticListing[] {
  const random = seededRandom(seed);
  const rows: SyntheticListing[] = [];
  for (let index = 0; index < count; index += 1) {
    const facts = drawOffer(random, random.chance(0.02));
    // Squaring a uniform draw puts more posts in the recent days, as in a live group.
    const postedAt = new Date(now.getTime() - random.next() ** 2 * 60 * DAY);
    const group = random.pick(groupsFor(facts.city));
    const label = offerLabel(facts, postedAt);
    const point = (facts.area ? areaNamed(facts.city, facts.area) : null) ?? cityNamed(facts.city);
    const jitter = () => (random.next() - 0.5) * 0.008;
    const photos = Array.from(
      { length: random.int(7) },
      () => `https://picsum.photos/seed/s${seed}x${index}x${random.int(1e6)}/960/720`,
    );
    const size = facts.type === 'room' ? facts.roomSize : facts.houseSize;
    rows.push({
      listing: {
        post_type: 'HAS_HOUSING_AVAILABLE',
        latitude: point ? point.latitude + jitter() : null,
        longitude: point ? point.longitude + jitter() : null,
        geocode_precision: facts.area ? 'neighbourhood' : 'city',
        rent_on_monthly_basis: label.rent_on_monthly_basis,
        room_size_m2: label.room_size_m2,
        house_total_size_m2: label.house_total_size_m2,
        amount_of_roommates: label.amount_of_roommates,
        minimum_age: label.minimum_age,
        maximum_age: label.maximum_age,
        gender_preference: label.gender_preference,
        listing_type: facts.type,
        is_subrent: label.is_subrent,
        city_of_group: group.city,
        city_of_post: facts.city,
        neighbourhood: facts.area,
        location_description_for_maps: composeLocation(null, facts.area, facts.city),
        available_from: label.available_from,
        available_until: label.available_until,
        time_of_post: postedAt.toISOString(),
        text_post: writeOffer(facts, random.pick(group.voices), postedAt, random),
        title: composeTitle(facts.type, size, facts.area, facts.city),
        language_requirements: facts.languages,
        registration_possible: facts.registration,
        ...billsOf(facts),
        deposit: depositOf(facts),
        furnishing: facts.furnishing,
        image_urls: { full: photos, thumb: photos },
        scam_signals: facts.scam ? ['rent_far_below_area'] : [],
      },
      source: {
        source_post_id: `synthetic-${seed}-${index}`,
        url_post: `https://www.facebook.com/groups/${group.id}/posts/${900000 + index}/`,
        group_name: group.name,
      },
    });
  }
  return rows;
}
