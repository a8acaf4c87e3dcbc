// Caches the page and the service worker both open by name.

/** Favorites' photos, filled by the page (src/data/browser/favorite-photos.ts), read first by sw/sw.ts. */
export const FAVORITE_PHOTOS_CACHE = 'favorite-photos';

/** The visitor's settings the worker needs for a navigation, written by the page (language-choice.ts). */
export const SETTINGS_CACHE = 'roomradar-settings';
/** The chosen language ('en' or 'nl') as the text of this entry in SETTINGS_CACHE. */
export const LANGUAGE_SETTING_PATH = '/__settings/language';
