// Where kept photos live: the public Storage bucket 'listing-photos', by names made from the source bytes'
// digest, so the same photo is stored once however often it is posted and a stored copy never changes
// (it is served as immutable). A listing holds root-relative paths; each client puts its own Supabase
// address in front (src/domain/listings/photo-address.ts), so no address of one server is stored.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PHOTO_BUCKET, STORED_PHOTO_PREFIX } from '../../../../src/domain/listings/photo-address.ts';

export interface PhotoStore {
  /** Stores a copy under `name`; replaces an equal one (the name is content-addressed). */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** The root-relative path a stored photo is read at. */
export const publicPhotoPath = (name: string) => `${STORED_PHOTO_PREFIX}${name}`;

/** The bucket, written through supabase-js by the service role (only it may write there). */
export function storagePhotoStore(service: SupabaseClient): PhotoStore {
  return {
    async put(name, bytes, contentType) {
      const { error } = await service.storage.from(PHOTO_BUCKET).upload(name, bytes, {
        contentType,
        upsert: true,
        // The whole header: storage-js's cacheControl option would send only 'max-age=…'.
        headers: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (error) throw new Error(`Storing ${name}: ${error.message}`);
    },
  };
}
