// The listing page's code, loaded while the browser is idle once results are drawn: the first open of a
// listing then waits for no chunk. From the service worker that wait was 45 ms of a 130 ms open on this
// machine (its route chunk and four of its libraries), and more on a phone.
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/** How long the browser may stay busy before the code is loaded all the same. */
const AT_THE_LATEST_MS = 2_000;

export function usePreloadListingPage(isShown: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!isShown) return;
    const load = () => void router.loadRouteChunk(router.routesById['/listing/$id'])?.catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, AT_THE_LATEST_MS);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load, { timeout: AT_THE_LATEST_MS });
    return () => window.cancelIdleCallback(handle);
  }, [isShown, router]);
}
