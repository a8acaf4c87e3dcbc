// Caches the page and the service worker both open by name.

/** Favorites' photos, filled by the page (src/data/browser/favorite-photos.ts), read first by sw/sw.ts. */
export const FAVORITE_PHOTOS_CACHE = 'favorite-photos';

/** The visitor's settings the worker needs for a navigation, written by the page (language-choice.ts). */
export const SETTINGS_CACHE = 'roomradar-settings';
/** The chosen language ('en' or 'nl') as the text of this entry in SETTINGS_CACHE. */
export const LANGUAGE_SETTING_PATH = '/__settings/language';

/** Byte ranges of the basemap as the map read them (sw/basemap-ranges.ts): a viewed area is there offline. */
export const BASEMAP_VIEWED_CACHE = 'basemap-viewed';
/** Whole basemap files: saved by the member ('Save the Amsterdam map for offline'), or small enough to keep. */
export const BASEMAP_SAVED_CACHE = 'basemap-saved';
/** On an entry of BASEMAP_SAVED_CACHE: when it was saved (ISO time), and whether the member saved it. */
export const SAVED_AT_HEADER = 'x-roomradar-saved-at';
