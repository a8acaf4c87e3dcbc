import { describe, expect, it } from 'vitest';
import type { ListingRow } from './listing.ts';
import { rowsFromText, rowsToText } from './listing-rows-text.ts';

describe('listing rows as text', () => {
  it('gives back the rows it was given, field order included', () => {
    const rows: ListingRow[] = [
      { id: 1, title: 'Room', rent_on_monthly_basis: 800, image_urls: { thumb: ['https://img.example/1.jpg'] } },
      { id: 2, title: null, rent_on_monthly_basis: null, image_urls: null },
    ];
    const back = rowsFromText(rowsToText(rows));
    expect(back).toEqual(rows);
    expect(back.map((row) => JSON.stringify(row))).toEqual(rows.map((row) => JSON.stringify(row)));
  });

  it('writes each field name once for rows of one shape', () => {
    const rows = Array.from({ length: 50 }, (_, at) => ({ id: at + 1, rent_on_monthly_basis: 700 }));
    const text = rowsToText(rows);
    expect(text.split('rent_on_monthly_basis')).toHaveLength(2);
    expect(text.length).toBeLessThan(JSON.stringify(rows).length / 2);
  });

  it('keeps a row of another shape as it is, an undefined value left out as JSON leaves it', () => {
    const rows: ListingRow[] = [
      { id: 1, title: 'Room', city_of_post: 'Utrecht' },
      { id: 2, city_of_post: 'Delft', title: 'Reordered' },
      { id: 3, title: 'Fewer' },
      { id: 4, title: undefined, city_of_post: 'Leiden' },
    ];
    const back = rowsFromText(rowsToText(rows));
    expect(back.map((row) => JSON.stringify(row))).toEqual(rows.map((row) => JSON.stringify(row)));
    expect('title' in (back[3] as ListingRow)).toBe(false);
  });

  it('holds no rows as an empty text, and refuses a text of another form', () => {
    expect(rowsFromText(rowsToText([]))).toEqual([]);
    expect(() => rowsFromText('[{"id":1}]')).toThrow('Not a text of listing rows');
    expect(() => rowsFromText('{"fields":["id"],"rows":[7]}')).toThrow('Not a text of listing rows');
  });
});
