// The door to the backend for the app: the map's configuration, and a new device's first answer asked early.
// The rest of this folder (where the backend is, the lazily loaded supabase-js client, edge function calls)
// serves the other data folders only.
export { askFirstResultsEarly } from './first-results-early.ts';
export { mapConfig, type MapConfig } from './map-config-client.ts';
