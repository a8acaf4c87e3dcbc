import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../domain/listings/filter-state.ts';
import { readStoredFilters, writeStoredFilters } from './stored-preferences.ts';

describe('stored filters', () => {
  it('read back as written, Amsterdam meaning Amsterdam', () => {
    const filters = { ...DEFAULT_FILTERS, city: 'Amsterdam', maxPrice: 900 };
    expect(readStoredFilters(writeStoredFilters(filters))).toEqual(filters);
  });

  it('written before Amsterdam meant Amsterdam read as no city filter', () => {
    const before = JSON.stringify({ ...DEFAULT_FILTERS, city: ' amsterdam ', maxPrice: 900 });
    expect(readStoredFilters(before)).toEqual({ ...DEFAULT_FILTERS, city: 'any', maxPrice: 900 });
  });

  it('written before with another city keep it', () => {
    const before = JSON.stringify({ ...DEFAULT_FILTERS, city: 'Utrecht' });
    expect(readStoredFilters(before)?.city).toBe('Utrecht');
  });

  it('that no longer read as a filter state count as none', () => {
    expect(readStoredFilters('{"maxPrice":"cheap"}')).toBeNull();
    expect(readStoredFilters('not json')).toBeNull();
  });
});

describe('stored areas', () => {
  it('read back as written, beside the other filters', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      city: 'Amsterdam',
      areas: [
        { kind: 'wijk' as const, id: 3630000 },
        { kind: 'circle' as const, center: [4.9003, 52.3791] as [number, number], radiusKm: 3 },
      ],
    };
    expect(readStoredFilters(writeStoredFilters(filters))).toEqual(filters);
  });

  it('of no known kind make the stored filters count as none', () => {
    const stored = JSON.stringify({ ...DEFAULT_FILTERS, areas: [{ kind: 'everywhere' }], cityRule: 2 });
    expect(readStoredFilters(stored)).toBeNull();
  });
});
