import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { wrapGalleryIndex } from '../../domain/listings/carousel.ts';
import { ListingImage } from './ListingImage.tsx';
import type { ListingPhoto } from '../../domain/listings/photo-address.ts';
import { photoText } from '../../i18n/messages.ts';

type Props = {
  images: readonly ListingPhoto[];
  title: string;
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/** The full-screen gallery: it wraps around, and the arrow keys and Escape work as expected. */
export function ImageGallery({ images, title, index, onIndexChange }: Props) {
  const step = (by: number) => index !== null && onIndexChange(wrapGalleryIndex(index, by, images.length));
  return (
    <Dialog.Root open={index !== null} onOpenChange={(isOpen) => !isOpen && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(1);
            if (event.key === 'ArrowLeft') step(-1);
          }}
        >
          <Dialog.Title className="sr-only">{photoText.galleryTitle({ title })}</Dialog.Title>
          <Dialog.Description className="sr-only">{photoText.galleryHint}</Dialog.Description>
          {index !== null ? (
            <ListingImage
              src={(images[index] as ListingPhoto).src}
              width={images[index]?.width}
              height={images[index]?.height}
              alt={photoText.photoOf({ index: index + 1, count: images.length })}
              className="max-h-full max-w-full object-contain"
            />
          ) : null}
          <p
            className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded bg-black/60 px-3 py-1 text-sm text-white"
            aria-live="polite"
          >
            {index !== null ? `${index + 1} / ${images.length}` : ''}
          </p>
          <button
            type="button"
            aria-label={photoText.previousPhoto}
            onClick={() => step(-1)}
            className="absolute left-4 rounded-full bg-white/90 p-3"
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={photoText.nextPhoto}
            onClick={() => step(1)}
            className="absolute right-4 rounded-full bg-white/90 p-3"
          >
            <ChevronRight className="size-6" aria-hidden="true" />
          </button>
          <Dialog.Close
            aria-label={photoText.closeGallery}
            className="absolute right-4 top-4 rounded-full bg-white/90 p-2"
          >
            <X className="size-6" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
