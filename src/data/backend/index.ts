// The door to the backend for the app: the map's configuration, a new device's first answer asked early (or
// carried by the page, for the prerenderer to put in), and where a listing's stored photo is read.
// The rest of this folder (where the backend is, the lazily loaded supabase-js client, edge function calls)
// serves the other data folders only.
export { askFirstResultsEarly } from './first-results-early.ts';
export { mapConfig, type MapConfig } from './map-config-client.ts';
export { photoSrc } from './photo-source.ts';
export { firstResultsQuery } from './first-results-early.ts';
export { EMBEDDED_ANSWER_ID, provideEmbeddedAnswer, type EmbeddedAnswer } from './embedded-first-answer.ts';
