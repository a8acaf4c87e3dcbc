import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ListingRow } from '../../domain/listings/listing.ts';
import { clampCarouselIndex, visibleImageCount } from '../../domain/listings/carousel.ts';
import { detailPhotos } from '../../domain/listings/photo-address.ts';
import { useViewportWidth } from '../ui/useViewportWidth.ts';
import { ImageGallery } from './ImageGallery.tsx';
import { ListingImage } from './ListingImage.tsx';
import { photoText } from '../../i18n/messages.ts';

type Props = { imageUrls: ListingRow['image_urls']; title: string };

const arrow =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow disabled:cursor-not-allowed disabled:opacity-40';

/** The photo carousel (stops at both ends) and, on a photo's click, the full-screen gallery. */
export function ListingPhotos({ imageUrls, title }: Props) {
  const images = detailPhotos(imageUrls);
  const visible = visibleImageCount(useViewportWidth());
  const [start, setStart] = useState(0);
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const first = clampCarouselIndex(start, images.length, visible);
  const last = clampCarouselIndex(Number.MAX_SAFE_INTEGER, images.length, visible);
  const shown = images.slice(first, first + visible);
  return (
    <section aria-label={photoText.photos} className="relative">
      <div className="grid gap-2" style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}>
        {shown.map((photo, offset) => (
          <button
            key={photo.src}
            type="button"
            aria-label={photoText.openGallery({ index: first + offset + 1, count: images.length })}
            onClick={() => setGalleryIndex(first + offset)}
            className="focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <ListingImage
              src={photo.src}
              width={photo.width}
              height={photo.height}
              className="h-[400px] w-full rounded-xl bg-slate-100 object-cover"
            />
          </button>
        ))}
      </div>
      {images.length > visible ? (
        <>
          <button
            type="button"
            aria-label={photoText.previousPhotos}
            disabled={first === 0}
            onClick={() => setStart(clampCarouselIndex(first - 1, images.length, visible))}
            className={`${arrow} left-2`}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={photoText.nextPhotos}
            disabled={first === last}
            onClick={() => setStart(clampCarouselIndex(first + 1, images.length, visible))}
            className={`${arrow} right-2`}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </>
      ) : null}
      <ImageGallery images={images} title={title} index={galleryIndex} onIndexChange={setGalleryIndex} />
    </section>
  );
}
