// The door to the backend for the app: the map's configuration. The rest of this folder (where the backend
// is, the lazily loaded supabase-js client, edge function calls) serves the other data folders only.
export { mapConfig, type MapConfig } from './map-config-client.ts';
