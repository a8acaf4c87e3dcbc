import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IdbRecordStore } from './idb-record-store.ts';
import { ListingSnapshot, indexedRow } from './listing-snapshot.ts';
import { summarizeListing } from '../../src/domain/listings/listing-summary.ts';

describe('ListingSnapshot', () => {
  it('keeps the rows without links to original posts, and forgets them when cleared', async () => {
    const records = new IdbRecordStore('unit', new IDBFactory());
    const snapshot = new ListingSnapshot(records);
    expect(await snapshot.read()).toBeNull();
    await snapshot.write([
      {
        id: 1,
        title: 'Room',
        url_post: 'https://www.facebook.com/groups/1/posts/2',
        rent_on_monthly_basis: 800,
        image_urls: { thumb: ['https://example.org/a.jpg'] },
      },
      { id: 2, title: null },
    ]);
    expect(await snapshot.read()).toEqual([
      {
        id: 1,
        title: 'Room',
        url_post: null,
        rent_on_monthly_basis: 800,
        image_urls: { thumb: ['https://example.org/a.jpg'] },
      },
      { id: 2, title: null },
    ]);
    await snapshot.clear();
    expect(await snapshot.read()).toBeNull();
    records.close();
  });

  it('reads a snapshot of no rows as no snapshot, so that a start does not count on it', async () => {
    const records = new IdbRecordStore('unit-empty', new IDBFactory());
    const snapshot = new ListingSnapshot(records);
    await snapshot.write([]);
    expect(await snapshot.readText()).toBeNull();
    await snapshot.write([{ id: 7, title: 'Room' }]);
    expect(await snapshot.read()).toEqual([{ id: 7, title: 'Room' }]);
    records.close();
  });

  it('gives the query worker everything but the post text', () => {
    expect(indexedRow({ id: 3, title: 'Room', text_post: 'A long text', rent_on_monthly_basis: 700 })).toEqual({
      id: 3,
      title: 'Room',
      rent_on_monthly_basis: 700,
    });
  });

  it("keeps of a listing's photos only the one its card shows", () => {
    const photos = {
      full: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      thumb: ['javascript:alert(1)', 'https://img.example/t2.jpg'],
    };
    const row = { id: 4, image_urls: photos };
    expect(indexedRow(row).image_urls).toEqual({ thumb: ['https://img.example/t2.jpg'] });
    expect(summarizeListing(indexedRow(row)).thumbnail).toBe(summarizeListing(row).thumbnail);
    expect(indexedRow({ id: 5, image_urls: { full: [], thumb: [] } }).image_urls).toBeNull();
  });
});
