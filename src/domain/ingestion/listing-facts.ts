// The facts of an offer under the names the listing entity and the labeled data share; both the listings row
// and `npm run extract`'s record start from these. The rental terms (bills, deposit, furnishing) are stored
// columns too, so they travel with the rest.
import type { ExtractedPost } from './extract-post.ts';
import { rentalTerms } from './rental-terms.ts';

export function listingFacts(post: ExtractedPost) {
  return {
    listing_type: post.listing_type,
    rent_on_monthly_basis: post.rent_on_monthly_basis,
    room_size_m2: post.room_size_m2,
    house_total_size_m2: post.house_total_size_m2,
    amount_of_roommates: post.amount_of_roommates,
    minimum_age: post.minimum_age,
    maximum_age: post.maximum_age,
    gender_preference: post.gender_preference,
    is_subrent: post.is_subrent,
    city_of_post: post.city_of_post,
    neighbourhood: post.neighbourhood,
    available_from: post.available_from,
    available_until: post.available_until,
    language_requirements: post.language_requirements,
    registration_possible: post.registration_possible,
    ...rentalTerms(post),
  };
}
