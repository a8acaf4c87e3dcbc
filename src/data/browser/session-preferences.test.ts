import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../domain/constants.ts';
import { DEFAULT_FILTERS, FIRST_VISIT_FILTERS } from '../../domain/listings/filter-state.ts';
import { createStore } from '../../state/store.ts';
import { memoryStorage } from './memory-storage.test-support.ts';

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

/** The module as a page load finds it: the atoms read session storage when the app's code is loaded. */
async function pageLoad() {
  vi.resetModules();
  const preferences = await import('./session-preferences.ts');
  return { ...preferences, store: createStore() };
}

describe('the filters atom', () => {
  it("starts a new visitor on Amsterdam, not on 'All of the Netherlands'", async () => {
    const { store, filtersAtom } = await pageLoad();
    expect(store.get(filtersAtom)).toEqual({ ...DEFAULT_FILTERS, city: 'Amsterdam' });
  });

  it('starts from the filters stored for this session, and saves every change as it is made', async () => {
    storage.setItem(SESSION_KEYS.listingsFilters, JSON.stringify({ ...DEFAULT_FILTERS, maxPrice: 900 }));
    const { store, filtersAtom } = await pageLoad();
    expect(store.get(filtersAtom).maxPrice).toBe(900);
    store.set(filtersAtom, (current) => ({ ...current, city: 'Utrecht' }));
    expect(JSON.parse(storage.getItem(SESSION_KEYS.listingsFilters) ?? 'null')).toMatchObject({
      maxPrice: 900,
      city: 'Utrecht',
    });
    // A new page load in the same tab reads back what was saved.
    const next = await pageLoad();
    expect(next.store.get(next.filtersAtom)).toMatchObject({ maxPrice: 900, city: 'Utrecht' });
  });

  it('ignores a stored value that no longer reads as filters', async () => {
    storage.setItem(SESSION_KEYS.listingsFilters, '{"maxPrice": "cheap"');
    const broken = await pageLoad();
    expect(broken.store.get(broken.filtersAtom)).toEqual(FIRST_VISIT_FILTERS);
    storage.setItem(SESSION_KEYS.listingsFilters, JSON.stringify({ ...DEFAULT_FILTERS, postRecency: 'yesterday' }));
    const invalid = await pageLoad();
    expect(invalid.store.get(invalid.filtersAtom)).toEqual(FIRST_VISIT_FILTERS);
  });

  it('tells whether this session has filters, which a saved alert must not overwrite', async () => {
    const { store, filtersAtom, hasSessionFilters } = await pageLoad();
    expect(store.get(filtersAtom)).toEqual(FIRST_VISIT_FILTERS);
    expect(hasSessionFilters()).toBe(false);
    store.set(filtersAtom, { ...DEFAULT_FILTERS, minPrice: 500 });
    expect(hasSessionFilters()).toBe(true);
  });

  it('keeps working for the visit when storage is blocked', async () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const { store, filtersAtom, hasSessionFilters } = await pageLoad();
    store.set(filtersAtom, { ...DEFAULT_FILTERS, minPrice: 500 });
    expect(store.get(filtersAtom).minPrice).toBe(500);
    expect(hasSessionFilters()).toBe(false);
  });
});

describe('the view mode atom', () => {
  it('is stored as the bare word, and an unknown word is ignored', async () => {
    storage.setItem(SESSION_KEYS.lastViewMode, 'map');
    const { store, viewModeAtom } = await pageLoad();
    expect(store.get(viewModeAtom)).toBe('map');
    store.set(viewModeAtom, 'favorites');
    expect(storage.getItem(SESSION_KEYS.lastViewMode)).toBe('favorites');
    storage.setItem(SESSION_KEYS.lastViewMode, 'grid');
    const next = await pageLoad();
    expect(next.store.get(next.viewModeAtom)).toBe('list');
  });
});
