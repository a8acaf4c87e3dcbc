import { describe, expect, it } from 'vitest';
import { processPosts } from './ingestion-pipeline.ts';
import type { RawPost } from './raw-post.ts';

let counter = 0;
function post(text: string, postedAt: string, overrides: Partial<RawPost> = {}): RawPost {
  counter += 1;
  return {
    id: `p${counter}`,
    group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
    posted_at: postedAt,
    url: `https://example.org/${counter}`,
    images: [],
    text,
    ...overrides,
  };
}

function duplicateOf(posts: RawPost[]): Array<string | null> {
  return processPosts(posts).map((processed) => processed.duplicate_of);
}

describe('duplicate and cross-post detection', () => {
  const original = post(
    'Room in De Baarsjes, 14 m2, €750 all-in, 2 flatmates, from 1 December. Registration possible. Ages 24-32.',
    '2026-11-01T10:00:00Z',
  );

  it('links a reworded cross-post in another group to the first copy', () => {
    const crossPost = post(
      'KAMER DE BAARSJES 🌷 14m2 - 750 euro incl. - 2 huisgenoten - per 1/12 - inschrijven kan - 24-32 jaar',
      '2026-11-02T08:00:00Z',
      { group: { name: 'Kamer gezocht/aangeboden Amsterdam', city: 'Amsterdam' } },
    );
    expect(duplicateOf([original, crossPost])).toEqual([null, original.id]);
  });

  it('treats a shortened, re-priced repost as the same offer', () => {
    const repost = post(
      'Still available! De Baarsjes room 14m2, now €700 all in, 2 flatmates, from 1 Dec.',
      '2026-11-12T10:00:00Z',
    );
    expect(duplicateOf([original, repost])).toEqual([null, original.id]);
  });

  it('keeps a different room in the same house apart', () => {
    const otherRoom = post(
      'Second room in the same house in De Baarsjes: 9 m2, €590 all-in, 2 flatmates, from 1 December. Registration possible.',
      '2026-11-01T11:00:00Z',
    );
    expect(duplicateOf([original, otherRoom])).toEqual([null, null]);
  });

  it('keeps offers in other areas, of other types or months apart separate', () => {
    const otherArea = post(
      'Room in De Pijp, 14 m2, €750 all-in, 2 flatmates, from 1 December.',
      '2026-11-01T12:00:00Z',
    );
    const studio = post('Studio in De Baarsjes, 14 m2, €750 all-in, from 1 December.', '2026-11-01T12:30:00Z');
    const muchLater = post(original.text, '2027-03-01T10:00:00Z');
    expect(duplicateOf([original, otherArea, studio, muchLater])).toEqual([null, null, null, null]);
  });

  it('points every later copy at the first, in posting order whatever the input order', () => {
    const second = post(original.text, '2026-11-03T10:00:00Z');
    const third = post(original.text, '2026-11-05T10:00:00Z');
    expect(duplicateOf([third, original, second])).toEqual([original.id, null, original.id]);
  });
});
