// Where a listing's photos are read from. Photos kept at ingest are stored in the public 'listing-photos'
// bucket and a listing names them by root-relative path; each client puts its own Supabase address in front
// (the page's origin under supabase/local), so no stored listing names one server. Older listings, and
// those ingested where no image library ran, name the source's https address instead.

/** The Storage bucket kept photos live in, and the root-relative prefix every stored photo is read at. */
export const PHOTO_BUCKET = 'listing-photos';
export const STORED_PHOTO_PREFIX = `/storage/v1/object/public/${PHOTO_BUCKET}/`;

/** After the prefix, plain name segments (never '..'). */
const STORED_PHOTO_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isStoredPhotoPath(address: string): boolean {
  return (
    address.startsWith(STORED_PHOTO_PREFIX) &&
    STORED_PHOTO_NAME.test(address.slice(STORED_PHOTO_PREFIX.length)) &&
    !address.includes('..')
  );
}

/** A photo address that is safe to show (stored, or https), trailing '?' stripped; else null. */
export function safePhotoAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim().replace(/\?$/, '');
  if (isStoredPhotoPath(address)) return address;
  return /^https:\/\/[^\s"'<>]+$/i.test(address) ? address : null;
}

/** A photo's address as an <img> or a mail reads it: a stored path gets the backend's address in front. */
export function photoSource(address: string, backendUrl: string): string {
  return isStoredPhotoPath(address) ? `${backendUrl.replace(/\/+$/, '')}${address}` : address;
}

export type ListingPhoto = { src: string; width: number | null; height: number | null };

const sizeOf = (value: unknown): [number, number] | null =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((side) => typeof side === 'number' && Number.isInteger(side) && side > 0 && side <= 10_000)
    ? (value as [number, number])
    : null;

/** The detail page's photos with their sizes where the listing knows them (photos kept at ingest). */
export function detailPhotos(imageUrls: { full?: unknown; size?: unknown } | null | undefined): ListingPhoto[] {
  const full = Array.isArray(imageUrls?.full) ? imageUrls.full : [];
  const sizes = Array.isArray(imageUrls?.size) ? imageUrls.size : [];
  const photos: ListingPhoto[] = [];
  full.forEach((value, index) => {
    const src = safePhotoAddress(value);
    const size = sizeOf(sizes[index]);
    if (src !== null) photos.push({ src, width: size?.[0] ?? null, height: size?.[1] ?? null });
  });
  return photos;
}

/** The size of a card's copy of a kept photo (keep-photos.ts: a square crop for 112 CSS pixels at 2x). */
export const CARD_PHOTO_PX = 224;
