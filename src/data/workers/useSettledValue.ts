import { useEffect, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MAX_WAIT_MS, FILTER_DEBOUNCE_MS } from '../../domain/constants.ts';

/**
 * `value` once it has rested for 300 ms, and at the latest 1000 ms after the first change of a burst
 * (product spec section 4), so a control changed again and again still updates the list. The first value
 * is settled at once.
 */
export function useSettledValue<T>(value: T, isEqual: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const burstStartedAt = useRef<number | null>(null);

  useEffect(() => {
    if (isEqual(value, settled)) {
      burstStartedAt.current = null;
      return;
    }
    const now = Date.now();
    burstStartedAt.current ??= now;
    const wait = Math.max(0, Math.min(FILTER_DEBOUNCE_MS, burstStartedAt.current + FILTER_DEBOUNCE_MAX_WAIT_MS - now));
    const timer = setTimeout(() => {
      burstStartedAt.current = null;
      setSettled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, settled, isEqual]);

  return settled;
}
