// The photo keeper where ingestion runs on Node (the ingest command, the demo seed): sharp for the copies,
// the service role's Storage for the files.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PHOTO_FETCH_LIMITS, type PhotoFetchLimits } from './fetch-photo.ts';
import { createPhotoKeeper, type PhotoKeeper } from './keep-photos.ts';
import { storagePhotoStore } from './photo-store.ts';
import { createSharpPhotoCodec } from './sharp-photo-codec.ts';

export function nodePhotoKeeper(service: SupabaseClient, limits: PhotoFetchLimits = PHOTO_FETCH_LIMITS): PhotoKeeper {
  return createPhotoKeeper({ codec: createSharpPhotoCodec(), store: storagePhotoStore(service), limits });
}
