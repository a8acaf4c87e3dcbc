import { useState } from 'react';
import type { ListingRow } from '../../domain/listings/listing.ts';

type Props = { imageUrls: ListingRow['image_urls']; title: string };

/** Only https image addresses are shown, with a trailing '?' stripped; anything else is dropped. */
export function safeImages(imageUrls: ListingRow['image_urls']): string[] {
  return (imageUrls?.full ?? [])
    .filter((url): url is string => typeof url === 'string')
    .map((url) => url.trim().replace(/\?$/, ''))
    .filter((url) => /^https:\/\/[^\s"'<>]+$/i.test(url));
}

/** The listing's photos: one large, the rest as choices below it. */
export function ListingPhotos({ imageUrls, title }: Props) {
  const images = safeImages(imageUrls);
  const [shown, setShown] = useState(0);
  if (images.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <img src={images[shown]} alt={`Photo ${shown + 1} of ${images.length}: ${title}`} referrerPolicy="no-referrer" className="h-[400px] w-full rounded-xl bg-slate-100 object-cover" />
      {images.length > 1 ? (
        <div className="flex gap-2 overflow-x-auto">
          {images.map((url, index) => (
            <button key={url} type="button" aria-label={`Show photo ${index + 1}`} aria-pressed={index === shown} onClick={() => setShown(index)} className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-700">
              <img src={url} alt="" referrerPolicy="no-referrer" className="h-16 w-24 rounded-md object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
