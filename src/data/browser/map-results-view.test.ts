import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../domain/constants.ts';
import { memoryStorage } from './memory-storage.test-support.ts';
import { forgetResultsBounds, rememberedResultsBounds, rememberResultsBounds } from './map-results-view.ts';

const AMSTERDAM = JSON.stringify(['Amsterdam', []]);
const DE_PIJP = JSON.stringify(['Amsterdam', ['wijk:K24']]);
const BOUNDS: [number, number, number, number] = [4.76, 52.29, 5.02, 52.42];

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe("the map's remembered view of a place's results", () => {
  it('gives back the bounds of the same place only', () => {
    rememberResultsBounds(AMSTERDAM, BOUNDS);
    expect(rememberedResultsBounds(AMSTERDAM)).toEqual(BOUNDS);
    expect(rememberedResultsBounds(DE_PIJP)).toBeNull();
  });

  it('keeps one place: the newest', () => {
    rememberResultsBounds(AMSTERDAM, BOUNDS);
    rememberResultsBounds(DE_PIJP, [4.88, 52.35, 4.91, 52.36]);
    expect(rememberedResultsBounds(AMSTERDAM)).toBeNull();
    expect(rememberedResultsBounds(DE_PIJP)).toEqual([4.88, 52.35, 4.91, 52.36]);
  });

  it('ignores a stored value that is not bounds on the earth', () => {
    for (const stored of [
      '{"place": "x"',
      JSON.stringify({ place: AMSTERDAM, bounds: [4.76, 52.29, 5.02] }),
      JSON.stringify({ place: AMSTERDAM, bounds: [4.76, 52.29, 'east', 52.42] }),
      JSON.stringify({ place: AMSTERDAM, bounds: [5.02, 52.29, 4.76, 52.42] }),
      JSON.stringify({ place: AMSTERDAM, bounds: [4.76, -90, 5.02, 52.42] }),
      JSON.stringify({ place: AMSTERDAM, bounds: [-200, 52.29, 5.02, 52.42] }),
      JSON.stringify({ place: AMSTERDAM, bounds: [4.76, 52.29, null, 52.42] }),
    ]) {
      storage.setItem(LOCAL_KEYS.mapResultsView, stored);
      expect(rememberedResultsBounds(AMSTERDAM), stored).toBeNull();
    }
  });

  it('is forgotten with the rest of the device data', () => {
    rememberResultsBounds(AMSTERDAM, BOUNDS);
    forgetResultsBounds();
    expect(storage.getItem(LOCAL_KEYS.mapResultsView)).toBeNull();
    expect(rememberedResultsBounds(AMSTERDAM)).toBeNull();
  });

  it('reads as none, and remembering changes nothing, where storage is blocked', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => rememberResultsBounds(AMSTERDAM, BOUNDS)).not.toThrow();
    expect(rememberedResultsBounds(AMSTERDAM)).toBeNull();
  });
});
