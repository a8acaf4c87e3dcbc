import { describe, expect, it } from 'vitest';
import { parseStoredReturn, RETURN_LIFETIME_MS, storedReturn } from './return-to-listing.ts';

const NOW = Date.parse('2026-11-27T15:00:00Z');

describe('the listing to return to after signing in or upgrading', () => {
  it('reads back as stored while it lasts', () => {
    expect(parseStoredReturn(storedReturn(42, NOW), NOW)).toBe(42);
    expect(parseStoredReturn(storedReturn(42, NOW), NOW + RETURN_LIFETIME_MS - 1)).toBe(42);
  });

  it('lapses after its lifetime', () => {
    expect(parseStoredReturn(storedReturn(42, NOW), NOW + RETURN_LIFETIME_MS)).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', 'listing 42'],
    ['JSON null', 'null'],
    ['a listing id that is not a whole positive number', JSON.stringify({ listingId: -3, until: NOW + 1000 })],
    ['a listing id as text', JSON.stringify({ listingId: '42', until: NOW + 1000 })],
    ['no lapse time', JSON.stringify({ listingId: 42 })],
    // Written by hand (or by a clock set far ahead) to last for ever: not believed.
    [
      'a lapse time further away than the lifetime',
      JSON.stringify({ listingId: 42, until: NOW + 2 * RETURN_LIFETIME_MS }),
    ],
  ])('is none for %s', (_case, raw) => {
    expect(parseStoredReturn(raw, NOW)).toBeNull();
  });
});
