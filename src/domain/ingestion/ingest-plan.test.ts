import { describe, expect, it } from 'vitest';
import { planIngest, storedListingIdOf, storedListingKey, type ChangedPost } from './ingest-plan.ts';
import type { ProcessedPost } from './ingestion-pipeline.ts';

type Kind = 'offer' | 'seeker' | 'other' | 'rented';

const POST_TYPES: Record<Kind, ProcessedPost['post_type']> = {
  offer: 'HAS_HOUSING_AVAILABLE',
  seeker: 'LOOKING_FOR_HOUSING',
  other: 'OTHER',
  rented: 'OTHER',
};

/** A changed post: its id, what it is, the first copy it repeats, the listing its source had, and its minute. */
function changed(
  id: string,
  kind: Kind,
  options: { duplicateOf?: string; stored?: number; minute?: number; announcesGone?: boolean } = {},
): ChangedPost {
  const post = {
    id,
    post_type: POST_TYPES[kind],
    announces_unavailable: kind === 'rented' || options.announcesGone === true,
    duplicate_of: options.duplicateOf ?? null,
    posted_at: new Date(Date.UTC(2026, 10, 20, 10, options.minute ?? 0)).toISOString(),
  } as ProcessedPost;
  return { post, payloadHash: `hash-${id}`, storedListingId: options.stored ?? null };
}

const summary = (batch: ChangedPost[]) => {
  const plan = planIngest(batch);
  return {
    own: plan.ownChanges.map((change) =>
      change.kind === 'close'
        ? `close ${change.listingId}`
        : `update ${change.listingId} ${change.status ?? 'open'} ${JSON.stringify(change.duplicateOf)}`,
    ),
    inserts: plan.inserts.map(
      (insert) => `${insert.post.id} ${insert.status ?? 'open'} ${JSON.stringify(insert.duplicateOf)}`,
    ),
    closes: plan.closes.map((ref) => JSON.stringify(ref)),
    raw: plan.raw.map((raw) => `${raw.postId} ${raw.outcome} ${JSON.stringify(raw.listing)}`),
    counts: plan.counts,
    fresh: plan.newListingPostIds,
  };
};

const noCounts = { created: 0, updated: 0, duplicates: 0, markedUnavailable: 0, seeking: 0, other: 0 };

describe('planIngest', () => {
  it.each([
    {
      name: 'a new offer is inserted open and reported as new',
      batch: [changed('a', 'offer')],
      expected: {
        inserts: ['a open null'],
        raw: ['a listing {"postId":"a"}'],
        counts: { ...noCounts, created: 1 },
        fresh: ['a'],
      },
    },
    {
      name: 'a cross-post in the same batch is inserted after its first copy, pointing at it',
      batch: [changed('b', 'offer', { duplicateOf: 'a', minute: 5 }), changed('a', 'offer')],
      expected: {
        inserts: ['a open null', 'b double {"postId":"a"}'],
        raw: ['b duplicate {"postId":"b"}', 'a listing {"postId":"a"}'],
        counts: { ...noCounts, created: 1, duplicates: 1 },
        fresh: ['a'],
      },
    },
    {
      name: 'a repost of a stored offer points at the stored listing',
      batch: [changed('c', 'offer', { duplicateOf: storedListingKey(12) })],
      expected: {
        inserts: ['c double {"listingId":12}'],
        raw: ['c duplicate {"postId":"c"}'],
        counts: { ...noCounts, duplicates: 1 },
        fresh: [],
      },
    },
    {
      name: 'an edited post updates its own listing in place',
      batch: [changed('d', 'offer', { stored: 7 })],
      expected: {
        own: ['update 7 open null'],
        raw: ['d listing {"listingId":7}'],
        counts: { ...noCounts, updated: 1 },
      },
    },
    {
      name: 'an edited post that now says rented closes its own listing through the update',
      batch: [changed('d', 'offer', { stored: 7, announcesGone: true })],
      expected: {
        own: ['update 7 unavailable null'],
        raw: ['d listing {"listingId":7}'],
        counts: { ...noCounts, updated: 1 },
      },
    },
    {
      name: 'an edited post that no longer offers anything closes its listing',
      batch: [changed('e', 'seeker', { stored: 8 })],
      expected: { own: ['close 8'], raw: ['e seeking {"listingId":8}'], counts: { ...noCounts, markedUnavailable: 1 } },
    },
    {
      name: 'a "rented" post closes the stored offer it repeats',
      batch: [changed('f', 'rented', { duplicateOf: storedListingKey(30) })],
      expected: {
        closes: ['{"listingId":30}'],
        raw: ['f closes_listing {"listingId":30}'],
        counts: { ...noCounts, markedUnavailable: 1 },
      },
    },
    {
      name: 'a "rented" post closes an offer inserted by the same batch',
      batch: [changed('g', 'offer'), changed('h', 'rented', { duplicateOf: 'g', minute: 9 })],
      expected: {
        inserts: ['g open null'],
        closes: ['{"postId":"g"}'],
        raw: ['g listing {"postId":"g"}', 'h closes_listing {"postId":"g"}'],
        counts: { ...noCounts, created: 1, markedUnavailable: 1 },
      },
    },
    {
      name: 'a "rented" post that matches nothing changes no listing',
      batch: [changed('i', 'rented')],
      expected: { inserts: [], closes: [], raw: ['i unmatched_update null'], counts: noCounts },
    },
    {
      name: 'seekers and other posts keep only their raw row',
      batch: [changed('j', 'seeker'), changed('k', 'other')],
      expected: { inserts: [], raw: ['j seeking null', 'k other null'], counts: { ...noCounts, seeking: 1, other: 1 } },
    },
  ])('$name', ({ batch, expected }) => {
    expect(summary(batch)).toMatchObject(expected);
  });

  it('reads the keys of stored offers and nothing else as listing ids', () => {
    expect(storedListingIdOf(storedListingKey(42))).toBe(42);
    expect(storedListingIdOf('1043055202797567')).toBeNull();
  });
});
