// The languages RoomRadar speaks. What a domain function writes in a language is passed that language (and its
// texts) by the caller; nothing here knows which one the app speaks now (src/i18n does).

export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
