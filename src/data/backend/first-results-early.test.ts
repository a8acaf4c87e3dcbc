import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../domain/constants.ts';
import { DEFAULT_FILTERS, FIRST_VISIT_FILTERS } from '../../domain/listings/filter-state.ts';
import { askFirstResultsEarly, firstResultsAddress, takeEarlyAnswer } from './first-results-early.ts';

const ORIGIN = 'http://127.0.0.1:4173';

function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

let asked: string[];
function openTab({ session = {}, local = {} }: { session?: Record<string, string>; local?: Record<string, string> }) {
  vi.stubGlobal('window', {
    location: { origin: ORIGIN },
    sessionStorage: storageWith(session),
    localStorage: storageWith(local),
  });
}

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', (address: string) => {
    asked.push(address);
    return Promise.resolve(new Response('{}'));
  });
  openTab({});
});
afterEach(() => vi.unstubAllGlobals());

describe('askFirstResultsEarly', () => {
  it("asks once, at the page's origin, for a new visitor's first filters (Amsterdam) in the list; the app's own ask then takes that answer", async () => {
    askFirstResultsEarly('/listings');
    askFirstResultsEarly('/listings'); // The app starting after the first-visit script: nothing new is sent.
    const address = firstResultsAddress({ filters: FIRST_VISIT_FILTERS, order: 'list' });
    expect(asked).toEqual([address]);
    expect(address).toBe(`${ORIGIN}/functions/v1/first-results?order=list&filters=%7B%22city%22%3A%22Amsterdam%22%7D`);
    expect(await takeEarlyAnswer(address)).toBeInstanceOf(Response);
    expect(takeEarlyAnswer(address)).toBeUndefined();
  });

  it('asks for the filters and the view this tab stored, sending only what differs from the defaults', () => {
    openTab({
      session: {
        [SESSION_KEYS.listingsFilters]: JSON.stringify({ ...DEFAULT_FILTERS, maxPrice: 900 }),
        [SESSION_KEYS.lastViewMode]: 'map',
      },
    });
    askFirstResultsEarly('/listings');
    expect(asked).toEqual([`${ORIGIN}/functions/v1/first-results?order=map&filters=%7B%22maxPrice%22%3A900%7D`]);
  });

  it("stored filters that no longer read as filters count as none: a new visitor's first filters are asked", () => {
    openTab({ session: { [SESSION_KEYS.listingsFilters]: '{"maxPrice":"lots"}' } });
    askFirstResultsEarly('/listings');
    expect(asked).toEqual([firstResultsAddress({ filters: FIRST_VISIT_FILTERS, order: 'list' })]);
  });

  it('asks nothing on another page, on a device that synced before, or for the favorites and alerts views', () => {
    askFirstResultsEarly('/');
    askFirstResultsEarly('/listing/3');
    openTab({ local: { lastSyncedAt: '2026-11-24T09:00:00.000Z' } });
    askFirstResultsEarly('/listings');
    openTab({ session: { [SESSION_KEYS.lastViewMode]: 'favorites' } });
    askFirstResultsEarly('/listings');
    expect(asked).toEqual([]);
  });
});
