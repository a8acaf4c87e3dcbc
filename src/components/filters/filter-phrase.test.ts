import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFilterHelpTexts, speakLanguage } from '../../i18n/i18n.ts';
import { DEFAULT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import { FILTER_KEYS } from '../../domain/filters/filter-table.ts';
import { filterPhrase, mostExcludingSentence } from './filter-phrase.ts';

const search = (changes: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...changes });

beforeAll(() => loadFilterHelpTexts('en'));

describe('the sentence naming the filter that excludes the most', () => {
  it.each<[Partial<FilterState>, Parameters<typeof mostExcludingSentence>[0], string]>([
    [
      { maxPrice: 600 },
      { key: 'maxPrice', count: 42 },
      'Your maximum rent of €600 excludes the most: 42 listings without it.',
    ],
    [{ city: 'Utrecht' }, { key: 'city', count: 1 }, 'Your city (Utrecht) excludes the most: 1 listing without it.'],
    [
      { housingTypes: ['studio', 'room'] },
      { key: 'housingTypes', count: 1250 },
      'Your housing type (Studio, Room) excludes the most: 1,250 listings without it.',
    ],
    [
      { minRoomSize: 25 },
      { key: 'minRoomSize', count: 3 },
      'Your minimum room size of 25 m² excludes the most: 3 listings without it.',
    ],
    [
      { maxRoommates: 2 },
      { key: 'maxRoommates', count: 3 },
      'Your maximum of 2 roommates excludes the most: 3 listings without it.',
    ],
    [
      { furnishing: 'furnished' },
      { key: 'furnishing', count: 7 },
      'Your furnishing choice (Furnished) excludes the most: 7 listings without it.',
    ],
    [
      { registration: 'yes' },
      { key: 'registration', count: 7 },
      'Asking for registration excludes the most: 7 listings without it.',
    ],
    [
      { areas: [{ kind: 'wijk', id: 1 }] },
      { key: 'areas', count: 9 },
      'Your area excludes the most: 9 listings without it.',
    ],
  ])('%j', (changes, most, expected) => {
    expect(mostExcludingSentence(most, search(changes))).toBe(expected);
  });

  it('names every filter of the table, with its value where it has one', () => {
    const filters = search({ availableFrom: '2026-12-01', language: 'dutch', lengthStay: 'long', postRecency: 'week' });
    for (const key of FILTER_KEYS) expect(filterPhrase(key, filters)).toMatch(/^\S.*[^{}]$/);
    expect(filterPhrase('availableFrom', filters)).toBe('Your move-in date of Dec 1, 2026');
  });
});

describe('in Dutch', () => {
  beforeAll(async () => {
    await speakLanguage('nl');
    await loadFilterHelpTexts('nl');
  });
  afterAll(() => speakLanguage('en'));

  it('says the same naturally, with the plural', () => {
    expect(mostExcludingSentence({ key: 'maxPrice', count: 42 }, search({ maxPrice: 600 }))).toBe(
      'Je maximale huur van €\u00a0600 sluit de meeste kamers uit: zonder die keuze zijn er 42 kamers.',
    );
    expect(mostExcludingSentence({ key: 'city', count: 1 }, search({ city: 'Utrecht' }))).toBe(
      'Je stad (Utrecht) sluit de meeste kamers uit: zonder die keuze is er 1 kamer.',
    );
  });
});
