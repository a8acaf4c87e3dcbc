import { describe, expect, it } from 'vitest';
import { freeSpace, hasRoomFor } from './offline-map.ts';

describe('room for the offline map', () => {
  it.each([
    [{ quota: 100_000_000, usage: 10_000_000 }, 22_000_000, true],
    [{ quota: 30_000_000, usage: 10_000_000 }, 22_000_000, false],
    // The map itself and a tenth more.
    [{ quota: 34_200_000, usage: 10_000_000 }, 22_000_000, true],
    [{ quota: 34_100_000, usage: 10_000_000 }, 22_000_000, false],
    [{ quota: 50_000_000 }, 22_000_000, true],
    [{}, 22_000_000, true],
    [null, 22_000_000, true],
  ])('estimate %j, map of %i bytes: room %s', (estimate, bytes, expected) =>
    expect(hasRoomFor(estimate, bytes)).toBe(expected),
  );

  it('names the free space of an estimate, never below nothing', () => {
    expect(freeSpace({ quota: 30, usage: 10 })).toBe(20);
    expect(freeSpace({ quota: 10, usage: 30 })).toBe(0);
    expect(freeSpace({ usage: 30 })).toBeNull();
    expect(freeSpace(null)).toBeNull();
  });
});
