// One post in, one structured record out: the pure extraction step of the pipeline (no I/O, no clock).
import { extractAvailability } from './availability.ts';
import { classifyPost, type PostType } from './classify.ts';
import { composeLocation, composeTitle } from './listing-text.ts';
import { extractListingType, type ListingType } from './listing-type.ts';
import { extractAges, extractGender, extractRoommates, type GenderPreference } from './people.ts';
import { groupCityPoint, resolvePlace, type GeocodePrecision } from './place.ts';
import { detectLanguage, type PostLanguage } from './post-language.ts';
import type { RawPost } from './raw-post.ts';
import { extractRentalTerms, NO_RENTAL_TERMS, type RentalTerms } from './rental-terms.ts';
import { extractRentParts } from './rent.ts';
import { isLikelyScam, scamSignals, type ScamSignal } from './scam.ts';
import { extractSizes } from './sizes.ts';
import { extractLanguageRequirements, extractRegistration, extractSubrent, type Subrent } from './terms.ts';
import { foldText, normalizePostText } from './text.ts';

export type ExtractedPost = {
  id: string;
  post_type: PostType;
  language: PostLanguage;
  /** The post says the offer is gone ("VERHUURD", "rented"). */
  announces_unavailable: boolean;
  listing_type: ListingType | null;
  rent_on_monthly_basis: number | null;
  room_size_m2: number | null;
  house_total_size_m2: number | null;
  amount_of_roommates: number | null;
  minimum_age: number | null;
  maximum_age: number | null;
  gender_preference: GenderPreference | null;
  is_subrent: Subrent | null;
  city_of_group: string | null;
  city_of_post: string | null;
  neighbourhood: string | null;
  location_description_for_maps: string | null;
  available_from: string | null;
  available_until: string | null;
  language_requirements: string[];
  registration_possible: boolean | null;
  scam_signals: ScamSignal[];
  title: string | null;
  latitude: number | null;
  longitude: number | null;
  geocode_precision: GeocodePrecision | null;
  /** The post's photo addresses at the source; once kept, the stored copies (keep-photos.ts). */
  image_urls: string[];
  /** The kept photos' perceptual hashes (photo-hash.ts), set by the photo step of ingestion. */
  photo_hashes?: string[];
  /** The poster's id, when the export named one. */
  poster: string | null;
  text: string;
  url: string;
  group_name: string | null;
  posted_at: string;
} & RentalTerms;

const UNAVAILABLE =
  /^\W{0,6}(?:\[?\s*(?:update|edit)\s*\]?\s*[:\-–]?\s*)?(?:verhuurd|rented(?:\s+out)?|taken|gone|vergeven|niet\s+meer\s+beschikbaar|no\s+longer\s+available|not\s+available\s+anymore|closed)\b|\b(?:update|edit)\s*:\s*(?:verhuurd|rented|taken|vergeven|no\s+longer\s+available|niet\s+meer\s+beschikbaar)\b|\b(?:is|has\s+been|zijn|is\s+inmiddels)\s+(?:verhuurd|rented(?:\s+out)?|vergeven|taken)\b|\bniet\s+meer\s+beschikbaar\b|\bno\s+longer\s+available\b/;

function emptyListingFields(post: RawPost, text: string, postType: PostType, language: PostLanguage): ExtractedPost {
  return {
    id: post.id,
    post_type: postType,
    language,
    announces_unavailable: false,
    listing_type: null,
    rent_on_monthly_basis: null,
    room_size_m2: null,
    house_total_size_m2: null,
    amount_of_roommates: null,
    minimum_age: null,
    maximum_age: null,
    gender_preference: null,
    is_subrent: null,
    city_of_group: post.group.city,
    city_of_post: null,
    neighbourhood: null,
    location_description_for_maps: null,
    available_from: null,
    available_until: null,
    language_requirements: [],
    registration_possible: null,
    ...NO_RENTAL_TERMS,
    scam_signals: [],
    title: null,
    latitude: null,
    longitude: null,
    geocode_precision: null,
    image_urls: post.images,
    poster: post.author ?? null,
    text,
    url: post.url,
    group_name: post.group.name,
    posted_at: post.posted_at,
  };
}

/** Classifies the post and, for an offer, extracts every listing field. */
export function extractPost(post: RawPost): ExtractedPost {
  const text = normalizePostText(post.text);
  const folded = foldText(text);
  const language = detectLanguage(folded);
  const announcesUnavailable = UNAVAILABLE.test(folded);
  const postType = classifyPost(folded);
  if (postType !== 'HAS_HOUSING_AVAILABLE') return emptyListingFields(post, text, postType, language);

  const listingType = extractListingType(folded);
  const rentParts = extractRentParts(folded);
  const rent = rentParts.rent;
  const { roomSize, houseSize } = extractSizes(folded, listingType);
  const { minimumAge, maximumAge } = extractAges(folded);
  const { availableFrom, availableUntil } = extractAvailability(folded, post.posted_at);
  const place = resolvePlace(text, folded, post.group.city);
  const fallback = place.latitude === null ? groupCityPoint(post.group.city) : null;
  const signals = scamSignals(folded, { rent, houseSize, listingType, city: place.city });
  return {
    id: post.id,
    post_type: postType,
    language,
    announces_unavailable: announcesUnavailable,
    listing_type: listingType,
    rent_on_monthly_basis: rent,
    room_size_m2: roomSize,
    house_total_size_m2: houseSize,
    amount_of_roommates: extractRoommates(folded, listingType),
    minimum_age: minimumAge,
    maximum_age: maximumAge,
    gender_preference: extractGender(folded),
    is_subrent: extractSubrent(folded),
    city_of_group: post.group.city,
    city_of_post: place.city,
    neighbourhood: place.neighbourhood,
    location_description_for_maps: composeLocation(
      place.street,
      place.neighbourhood,
      place.city ?? (fallback ? post.group.city : null),
    ),
    available_from: availableFrom,
    available_until: availableUntil,
    language_requirements: extractLanguageRequirements(folded),
    registration_possible: extractRegistration(folded),
    ...extractRentalTerms(folded, rentParts),
    scam_signals: isLikelyScam(signals) ? signals : [],
    title: composeTitle(listingType, listingType === 'room' ? roomSize : houseSize, place.neighbourhood, place.city),
    latitude: place.latitude ?? fallback?.latitude ?? null,
    longitude: place.longitude ?? fallback?.longitude ?? null,
    geocode_precision: place.precision ?? (fallback ? 'city' : null),
    image_urls: post.images,
    poster: post.author ?? null,
    text,
    url: post.url,
    group_name: post.group.name,
    posted_at: post.posted_at,
  };
}

/** An offer's scam signals once its photos are known to be someone else's: the text's flags and 'reused_photos'. */
export function signalsWithReusedPhotos(post: ExtractedPost): ScamSignal[] {
  const fromText = scamSignals(foldText(post.text), {
    rent: post.rent_on_monthly_basis,
    houseSize: post.house_total_size_m2,
    listingType: post.listing_type ?? 'unknown',
    city: post.city_of_post,
  });
  return [...fromText, 'reused_photos'];
}
