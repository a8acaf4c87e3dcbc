// 200 requests at once, reads and writes from several roles: every answer is the right one, for its own
// caller, while PGlite's single connection takes the transactions one at a time.
import { beforeAll, expect, it } from 'vitest';
import { anonClient, createMember, insertListings, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let members: TestUser[];
let listingIds: number[];

beforeAll(async () => {
  listingIds = await insertListings(
    backend,
    Array.from({ length: 40 }, (_, index) => ({ title: `Listing ${index}`, rent_on_monthly_basis: 500 + index * 10 })),
  );
  members = await Promise.all([0, 1, 2, 3].map((index) => createMember(backend, { name: `concurrent${index}` })));
}, 60_000);

it('answers 200 concurrent requests correctly', async () => {
  const anon = anonClient(backend);
  const tasks: Array<PromiseLike<void>> = [];
  for (let index = 0; index < 200; index += 1) {
    const member = members[index % members.length] as TestUser;
    const listing = listingIds[index % listingIds.length] as number;
    switch (index % 4) {
      case 0:
        tasks.push(
          anon
            .from('full_details_housing')
            .select('id', { count: 'exact' })
            .gte('rent_on_monthly_basis', 700)
            .then(({ count, error }) => {
              expect(error).toBeNull();
              expect(count).toBe(20);
            }),
        );
        break;
      case 1:
        tasks.push(
          member.client
            .from('favorites')
            .insert({ id: `${member.id}:${listing}`, listing_id: listing })
            .then(({ error }) => {
              expect(error === null || error.code === '23505').toBe(true);
            }),
        );
        break;
      case 2:
        tasks.push(
          member.client
            .from('favorites')
            .select('user_id')
            .then(({ data, error }) => {
              expect(error).toBeNull();
              expect(data?.every((row) => row.user_id === member.id)).toBe(true);
            }),
        );
        break;
      default:
        tasks.push(
          member.client
            .from('profiles')
            .select('first_name')
            .single()
            .then(({ data, error }) => {
              expect(error).toBeNull();
              expect(data?.first_name).toBe(`concurrent${index % members.length}`);
            }),
        );
    }
  }
  await Promise.all(tasks);
  for (const member of members) {
    const { data } = await member.client.from('favorites').select('listing_id');
    const expected = new Set(
      Array.from({ length: 200 }, (_, index) => index)
        .filter((index) => index % 4 === 1 && members[index % members.length] === member)
        .map((index) => listingIds[index % listingIds.length]),
    );
    expect(new Set(data?.map((row) => row.listing_id))).toEqual(expected);
  }
}, 60_000);
