// Whether an element has come near the viewport and the page has had an idle moment since: what starts
// costly content below a page's first paint (the detail page's map) without delaying that paint, and not at
// all for a visitor who never scrolls to it. Once true it stays true.
import { useEffect, useState, type RefObject } from 'react';

/** How long the browser may stay busy, once the element is near, before the content starts all the same. */
const AT_THE_LATEST_MS = 1_000;

/**
 * Runs `run` once the page has painted and the browser is next idle (at the latest AT_THE_LATEST_MS after);
 * returns a cancel. After the paint first: an idle moment can come between a frame and the task a page marks
 * its paint in (markAfterPaint), and the content must not start before that.
 */
function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  const frame = requestAnimationFrame(() => {
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback !== 'function') {
        const later = window.setTimeout(run, 200);
        cancel = () => window.clearTimeout(later);
        return;
      }
      const handle = window.requestIdleCallback(run, { timeout: AT_THE_LATEST_MS });
      cancel = () => window.cancelIdleCallback(handle);
    }, 0);
    cancel = () => window.clearTimeout(timer);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}

/** True once `ref`'s element is within `margin` of the viewport (above or below) and the page was idle. */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    let cancelIdle: (() => void) | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (cancelIdle || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ref, margin, isNear]);
  return isNear;
}
