import { useEffect, useRef } from 'react';
import { FILTER_DEBOUNCE_MAX_WAIT_MS, FILTER_DEBOUNCE_MS } from '../../domain/constants.ts';

/**
 * Commits `value` once it has rested for 300 ms, and at the latest 1000 ms after the first change of a
 * burst (product spec section 4), so a control changed again and again still updates the list.
 */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, isEqual: (a: T, b: T) => boolean): void {
  const committed = useRef(value);
  const burstStartedAt = useRef<number | null>(null);
  const latestCommit = useRef(commit);

  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  useEffect(() => {
    if (isEqual(value, committed.current)) {
      burstStartedAt.current = null;
      return;
    }
    const now = Date.now();
    burstStartedAt.current ??= now;
    const wait = Math.max(0, Math.min(FILTER_DEBOUNCE_MS, burstStartedAt.current + FILTER_DEBOUNCE_MAX_WAIT_MS - now));
    const timer = setTimeout(() => {
      committed.current = value;
      burstStartedAt.current = null;
      latestCommit.current(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, isEqual]);
}
