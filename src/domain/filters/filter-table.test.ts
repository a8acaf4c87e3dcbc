import { describe, expect, it } from 'vitest';
import { common as english } from '../../i18n/locales/en.ts';
import { common as dutch } from '../../i18n/locales/nl.ts';
import { CHOICE_VALUES, DEFAULT_FILTERS } from '../listings/filter-state.ts';
import { ALERT_FILTER_KEYS, FILTER_KEYS, filterRow, numbersIn, valuesIn } from './filter-table.ts';

const catalogues = { english, dutch };

describe('the filter table', () => {
  it('has one row for each key of the filter state, and none besides', () => {
    expect([...FILTER_KEYS].sort()).toEqual(Object.keys(DEFAULT_FILTERS).sort());
  });

  it.each(FILTER_KEYS)('%s: its label is in both catalogues', (key) => {
    const label = filterRow(key).label;
    if (label === undefined) {
      // Only controls that carry their own labels go without one.
      expect(['areas', 'housingTypes']).toContain(key);
      return;
    }
    for (const catalogue of Object.values(catalogues)) expect(catalogue.filterText).toHaveProperty([label]);
  });

  it.each(FILTER_KEYS.filter((key) => filterRow(key).values !== undefined))(
    '%s: offers only values the filter may hold, "any" first, each named in both catalogues',
    (key) => {
      const row = filterRow(key);
      for (const scope of row.scopes) {
        const values = valuesIn(key, scope);
        expect(values[0]).toBe('any');
        const allowed: readonly string[] | undefined = (CHOICE_VALUES as Record<string, readonly string[]>)[key];
        if (allowed) for (const value of values) expect(allowed).toContain(value);
        // A language is named by its own list; a box that narrows ('check') by the filter's label.
        if (row.control === 'language' || row.control === 'check') continue;
        for (const catalogue of Object.values(catalogues)) {
          const group = row.optionTexts
            ? ((catalogue.optionText as unknown as Record<string, Record<string, string>>)[row.optionTexts] ?? {})
            : {};
          for (const value of values.filter((value) => value !== 'any')) expect(group).toHaveProperty([value]);
        }
      }
    },
  );

  it.each(FILTER_KEYS.filter((key) => filterRow(key).control === 'range'))(
    '%s: offers its default, so a fresh form shows a choice and not a blank',
    (key) => {
      expect(numbersIn(key)?.values).toContain(DEFAULT_FILTERS[key]);
    },
  );

  it.each(ALERT_FILTER_KEYS)('%s: an alert stores its default as null and reads null back as the default', (key) => {
    const column = filterRow(key).alert;
    expect(column?.write(DEFAULT_FILTERS)).toBeNull();
    expect(column?.read({}, DEFAULT_FILTERS)).toEqual(DEFAULT_FILTERS[key]);
  });

  it.each(ALERT_FILTER_KEYS.filter((key) => filterRow(key).alert?.summary?.kind === 'words'))(
    '%s: the alert summary has words for every value but "any", in both catalogues',
    (key) => {
      const summary = filterRow(key).alert?.summary;
      const group = summary?.kind === 'words' ? summary.group : '';
      for (const catalogue of Object.values(catalogues)) {
        const words = (catalogue.alertText.summary as unknown as Record<string, Record<string, string>>)[group];
        const allowed = (CHOICE_VALUES as Record<string, readonly string[]>)[key] ?? [];
        for (const value of allowed.filter((value) => value !== 'any')) expect(words).toHaveProperty([value]);
      }
    },
  );

  it('gives every alert column one filter', () => {
    const columns = ALERT_FILTER_KEYS.map((key) => filterRow(key).alert?.column);
    expect(new Set(columns).size).toBe(columns.length);
    expect(ALERT_FILTER_KEYS).not.toContain('language');
  });
});
