import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parseFilterState, sameFilters, type FilterState } from './filter-state.ts';

describe('parseFilterState', () => {
  it('fills every missing key with its default', () => {
    expect(parseFilterState({})).toEqual({ ok: true, value: DEFAULT_FILTERS });
  });

  it('keeps given values', () => {
    const result = parseFilterState({
      maxPrice: 1200,
      housingTypes: ['room'],
      city: 'Utrecht',
      availableFrom: '2026-12-01',
      postRecency: 'week',
    });
    expect(result.ok && result.value).toMatchObject({
      maxPrice: 1200,
      housingTypes: ['room'],
      city: 'Utrecht',
      availableFrom: '2026-12-01',
      postRecency: 'week',
    });
  });

  it('reads an empty housing type list as any', () => {
    expect(parseFilterState({ housingTypes: [] })).toMatchObject({ ok: true, value: { housingTypes: ['any'] } });
  });

  it.each([
    [[], 'the filter state must be a JSON object'],
    [null, 'the filter state must be a JSON object'],
    [{ maxPrice: '1200' }, 'maxPrice must be a number, not "1200"'],
    [{ minAge: null }, 'minAge must be a number, not null'],
    [{ maxRoomSize: Number.NaN }, 'maxRoomSize must be a number, not NaN'],
    [{ isSubrent: 'maybe' }, 'isSubrent must be one of any, yes, no, not "maybe"'],
    [
      { lengthStay: 3 },
      'lengthStay must be one of any, less_than_1_month, 1-3_months, 4-6_months, 6_plus_months, short, long, not 3',
    ],
    [{ housingTypes: 'room' }, 'housingTypes must be a list of text'],
    [{ housingTypes: ['room', 4] }, 'housingTypes must be a list of text'],
    [{ city: 5 }, 'city must be text, not 5'],
    [{ availableFrom: '1 december' }, 'availableFrom must be a date YYYY-MM-DD or null, not "1 december"'],
  ])('%j is refused: %s', (raw, problem) => {
    expect(parseFilterState(raw)).toEqual({ ok: false, problem });
  });
});

describe('sameFilters', () => {
  it('compares field by field, whatever the order the fields were written in', () => {
    const reordered = JSON.parse(
      JSON.stringify(Object.fromEntries(Object.entries(DEFAULT_FILTERS).reverse())),
    ) as FilterState;
    expect(sameFilters(reordered, { ...DEFAULT_FILTERS })).toBe(true);
    expect(sameFilters({ ...DEFAULT_FILTERS, maxPrice: 900 }, { ...DEFAULT_FILTERS })).toBe(false);
    expect(sameFilters({ ...DEFAULT_FILTERS, availableFrom: '2026-12-01' }, { ...DEFAULT_FILTERS })).toBe(false);
    expect(
      sameFilters({ ...DEFAULT_FILTERS, housingTypes: ['studio'] }, { ...DEFAULT_FILTERS, housingTypes: ['room'] }),
    ).toBe(false);
    expect(
      sameFilters({ ...DEFAULT_FILTERS, housingTypes: ['studio'] }, { ...DEFAULT_FILTERS, housingTypes: ['studio'] }),
    ).toBe(true);
  });
});

describe('availableFrom', () => {
  it('takes a date that exists on the calendar, and refuses one that does not', () => {
    expect(parseFilterState({ availableFrom: '2028-02-29' }).ok).toBe(true);
    for (const date of ['2026-13-45', '0000-00-00', '2026-02-30', '2027-02-29'])
      expect(parseFilterState({ availableFrom: date }).ok, date).toBe(false);
  });
});

describe('numbers', () => {
  it('names a number beyond range as what it read (Infinity), not as null', () => {
    const parsed = parseFilterState({ minPrice: Number.POSITIVE_INFINITY });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toBe('minPrice must be a number, not Infinity');
  });
});
