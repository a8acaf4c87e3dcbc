// Business constants of product spec section 9, shared by the UI, the workers and the server.

export const PRODUCT_NAME = 'RoomRadar';
export const SUPPORT_EMAIL = 'support@roomradar.nl';

export const PREMIUM_PRICE_EUR_PER_MONTH = 6.99;
export const MONEY_BACK_GUARANTEE_DAYS = 14;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const FIRST_NAME_MAX_LENGTH = 50;

/** The city filter's value for no city filter (shown as 'All of the Netherlands'). */
export const ANY_CITY = 'any';
/** Always among the city choices, whether or not a listing names it. */
export const AMSTERDAM = 'Amsterdam';

/**
 * The app's own street basemap (OpenMapTiles schema, cut by tools/basemap from the shared tiles and committed
 * in public/basemap) and its credit, which its licence requires on every map; map-config may name another.
 * The file's name carries the data's date: a new cut is a new name, so old copies are dropped from caches.
 */
export const DEFAULT_BASEMAP_PATH = '/basemap/amsterdam-streets-2021-08-06.pmtiles';
export const DEFAULT_BASEMAP_ATTRIBUTION =
  '<a href="https://openmaptiles.org/" target="_blank" rel="noopener">© OpenMapTiles</a> ' +
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>';
/** Land and sea beneath any basemap (Natural Earth, built by `npm run build`), so the coast is right everywhere. */
export const LAND_BASEMAP_PATH = '/basemap/roomradar-nl.pmtiles';
export const LAND_BASEMAP_ATTRIBUTION = 'Natural Earth (public domain) · labels © RoomRadar';
/** The land's credit beneath a street basemap, whose own labels the land file's do not add to. */
export const NATURAL_EARTH_CREDIT = 'Natural Earth';
/** Where a Protomaps basemap's glyphs (fonts/) and sprites (sprites/) are served from, on the app's own origin. */
export const DEFAULT_BASEMAP_ASSETS_PATH = '/basemap';

export const PRICE_MIN = 0;
export const PRICE_NO_UPPER_LIMIT = 2500;
export const PRICE_STEP = 100;
export const LISTING_ROOM_SIZE_NO_UPPER_LIMIT = 100;
export const HOUSE_SIZE_NO_UPPER_LIMIT = 200;
export const AGE_MIN = 18;
export const AGE_MAX = 65;
export const MAX_ROOMMATES_ANY = 999;

/** The onboarding card's numeric bounds (product spec section 5). */
export const ONBOARDING_BOUNDS = {
  price: [0, 2500],
  roomSize: [0, 50],
  houseSize: [0, 200],
  age: [18, 65],
  maxRoommates: [0, 999],
} as const;
export const ONBOARDING_ALERT_NAME = 'My Room Alert';

export const LISTING_CACHE_MS = 5 * 60 * 1000;
export const FETCH_RETRIES = 3;
export const FETCH_BACKOFF_BASE_MS = 1000;
/** The cards of a result's first page that come with the answer (the query worker's, first-results'). */
export const FIRST_PAGE_SIZE = 20;
export const FILTER_DEBOUNCE_MS = 300;
export const FILTER_DEBOUNCE_MAX_WAIT_MS = 1000;
export const PROFILE_FETCH_DELAY_MS = 500;
export const SUBSCRIPTION_CHECK_RETRIES = 2;
export const PAYMENT_RECHECK_DELAY_MS = 2000;
export const SUBSCRIPTION_POLL_DELAYS_MS = [2000, 4000, 6000, 8000, 10000] as const;
export const RETURN_FLAG_CLEANUP_MS = 2000;
export const SERVICE_WORKER_UPDATE_CHECK_MS = 60 * 1000;
export const SIGN_UP_TOAST_MS = 5000;

/** Widths in CSS pixels at which the layout changes. */
export const BREAKPOINTS = {
  mobileMenuMaxWidth: 1024,
  mobileMaxWidth: 767,
  carouselTwoUpMinWidth: 768,
  carouselThreeUpMinWidth: 1024,
} as const;

export const SESSION_KEYS = {
  needsOnboarding: 'needsOnboarding',
  lastViewMode: 'lastViewMode',
  listingsFilters: 'listingsFilters',
  listingsReturnFromDetail: 'listingsReturnFromDetail',
  selectedListingId: 'selectedListingId',
  lastViewedListingId: 'lastViewedListingId',
  listingsScrollPosition: 'listingsScrollPosition',
  mapView: 'mapView',
  listingsOrder: 'listingsOrder',
} as const;

export const LOCAL_KEYS = {
  lastKnownListingCount: 'lastKnownListingCount',
  /** Where the map last showed every result of a place (src/data/browser/map-results-view.ts). */
  mapResultsView: 'mapResultsView',
} as const;

/** Legal pages' revision date, as printed on them. */
/** The day the terms and the privacy policy last changed (ISO; each language writes it its own way). */
export const LEGAL_LAST_UPDATED = '2025-08-26';
export const TERMS_MINIMUM_AGE = 18;
export const PRIVACY_MINIMUM_AGE = 16;
export const LIABILITY_CAP_MONTHS = 6;
