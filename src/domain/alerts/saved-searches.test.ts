import { describe, expect, it } from 'vitest';
import { inSearchOrder, MAX_SAVED_SEARCHES, savedSearchLimit } from './saved-searches.ts';

describe('saved searches: the limit', () => {
  it.each([
    [true, MAX_SAVED_SEARCHES],
    [false, 1],
  ])('a member who is Premium: %s keeps %i', (isPremium, limit) => {
    expect(savedSearchLimit(isPremium)).toBe(limit);
  });
});

describe('saved searches: the order they are listed in', () => {
  it.each([
    [
      'the first alert first, whatever its date',
      [
        { id: 'alert:u:b', created_at: '2026-11-01T00:00:00Z' },
        { id: 'alert:u', created_at: '2026-11-20T00:00:00Z' },
      ],
      ['alert:u', 'alert:u:b'],
    ],
    [
      'the others oldest first',
      [
        { id: 'alert:u:z', created_at: '2026-11-03T00:00:00Z' },
        { id: 'alert:u:y', created_at: '2026-11-02T00:00:00Z' },
      ],
      ['alert:u:y', 'alert:u:z'],
    ],
    [
      'one not yet on the server last',
      [
        { id: 'alert:u:new', created_at: null },
        { id: 'alert:u:old', created_at: '2026-11-02T00:00:00Z' },
      ],
      ['alert:u:old', 'alert:u:new'],
    ],
    [
      'ties by id',
      [
        { id: 'alert:u:2', created_at: null },
        { id: 'alert:u:1', created_at: null },
      ],
      ['alert:u:1', 'alert:u:2'],
    ],
  ])('%s', (_case, searches, ids) => {
    expect(inSearchOrder(searches, 'alert:u').map((search) => search.id)).toEqual(ids);
  });
});
