import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page matches a CSS media query, following it as the window changes. `whenUnknown` is the
 * answer where there is no window (the prerenderer).
 */
export function useMediaQuery(query: string, whenUnknown: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => whenUnknown,
  );
}
