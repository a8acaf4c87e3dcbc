import { useRef, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import { cn } from '../ui/cn.ts';

type Props = {
  label: string;
  closeLabel: string;
  onClose: () => void;
  /** On a phone's full-screen map: a bottom sheet across the screen; elsewhere a card in the map's corner. */
  isSheet: boolean;
  /** What stands beside the close button: the listing, or the area's name. */
  head: ReactNode;
  /** Below the head, scrolling on its own when long (the area's listings). */
  children?: ReactNode;
  /** A sheet that follows the finger up, and opens this (the listing's page) when let go high enough. */
  swipeUp?: { label: string; onSwipe: () => void };
  /** The overlay's element, so the map keeps the selected marker clear of it. */
  overlayRef?: RefObject<HTMLElement | null>;
  /** Marks the element for tests and styles (data-sheet). */
  className?: string;
};

/** A drag up this far (in pixels) opens; less is a tap, or a drag that changed its mind and springs back. */
const SWIPE_UP_PX = 48;
/** How far the sheet follows the finger up before it stops: far enough to feel it move. */
const MOST_FOLLOWED_PX = 96;
/** A move this small is still a tap, which stays the link's or the button's click. */
const TAP_SLOP_PX = 8;

/**
 * What sits over the bottom of the map (the selected listing, or the listings of an approximate area): one
 * shape for both, a named region with its close button, as a sheet on a phone and a card elsewhere.
 */
export function MapOverlay({
  label,
  closeLabel,
  onClose,
  isSheet,
  head,
  children,
  swipeUp,
  overlayRef,
  className,
}: Props) {
  const start = useRef<number | null>(null);
  const swipes = isSheet && swipeUp !== undefined;
  const follow = (element: HTMLElement, offset: number) => {
    element.style.transform = offset === 0 ? '' : `translateY(${offset}px)`;
    // It moves with the finger at once, and springs back (the class's transition) when let go.
    element.style.transition = offset === 0 ? '' : 'none';
  };
  return (
    <section
      ref={overlayRef}
      aria-label={label}
      data-sheet={isSheet ? 'true' : undefined}
      onPointerDown={swipes ? (event) => (start.current = event.clientY) : undefined}
      // Once the finger (or mouse) moves up, the sheet keeps the pointer and follows it, so the release above
      // it still counts; let go below the mark, it springs back.
      onPointerMove={
        swipes
          ? (event) => {
              const from = start.current;
              if (from === null) return;
              const sheet = event.currentTarget;
              const rise = from - event.clientY;
              if (rise > TAP_SLOP_PX && !sheet.hasPointerCapture(event.pointerId))
                sheet.setPointerCapture(event.pointerId);
              if (sheet.hasPointerCapture(event.pointerId))
                follow(sheet, -Math.min(Math.max(rise, 0), MOST_FOLLOWED_PX));
            }
          : undefined
      }
      onPointerUp={
        swipes
          ? (event) => {
              const from = start.current;
              start.current = null;
              follow(event.currentTarget, 0);
              if (from !== null && from - event.clientY >= SWIPE_UP_PX) swipeUp.onSwipe();
            }
          : undefined
      }
      onPointerCancel={
        swipes
          ? (event) => {
              start.current = null;
              follow(event.currentTarget, 0);
            }
          : undefined
      }
      className={cn(
        'absolute z-10 flex flex-col bg-white shadow-lg',
        isSheet
          ? 'inset-x-0 bottom-0 max-h-[60%] rounded-t-2xl pb-[max(0.75rem,env(safe-area-inset-bottom))] transition-transform duration-150'
          : 'bottom-3 left-3 right-3 max-h-[60%] rounded-xl sm:right-auto sm:w-96',
        swipes && 'touch-pan-x',
        className,
      )}
    >
      {swipes ? (
        <button
          type="button"
          onClick={swipeUp.onSwipe}
          aria-label={swipeUp.label}
          className="mx-auto mt-1 flex h-6 w-16 shrink-0 items-center justify-center"
        >
          <span className="h-1.5 w-10 rounded-full bg-slate-300" aria-hidden="true" />
        </button>
      ) : null}
      <div className="flex items-start gap-3 p-3">
        <div className="min-w-0 flex-1">{head}</div>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className="-m-1 flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {children}
    </section>
  );
}
