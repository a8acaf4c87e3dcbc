// A listing photo's address for an <img>: a stored photo's path with this build's Supabase address in front
// (none under supabase/local, where the API is the page's own origin).
import { photoSource } from '../../domain/listings/photo-address.ts';

const BACKEND_URL: string = import.meta.env.VITE_SUPABASE_URL ?? '';

export function photoSrc(address: string): string {
  return photoSource(address, BACKEND_URL);
}
