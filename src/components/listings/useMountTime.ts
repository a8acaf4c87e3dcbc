import { useState } from 'react';

/**
 * The moment a component first rendered: what "2 h ago" and "Available now" are counted from. Fixed for the
 * component's life, so rendering stays pure; a card scrolled out and back in, or a page opened again, counts
 * from its own new moment.
 */
export function useMountTime(): number {
  const [now] = useState(() => Date.now());
  return now;
}
