// A listing photo's address for an <img>: a stored photo's path with this build's Supabase address in front
// (none under supabase/local, where the API is the page's own origin and the path is read from it).
import { photoSource } from '../../domain/listings/photo-address.ts';
import { BUILT_BACKEND_URL } from './backend-config.ts';

export function photoSrc(address: string): string {
  return photoSource(address, BUILT_BACKEND_URL);
}
