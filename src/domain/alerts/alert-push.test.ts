import { describe, expect, it } from 'vitest';
import { textsFor } from '../../i18n/fixed-texts.ts';
import { alertPushes, listingPush, parseAlertPush, pushPath, pushTag, PUSHES_PER_RUN } from './alert-push.ts';

const english = textsFor('en');
const dutch = textsFor('nl');

const listing = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  rent_on_monthly_basis: 750,
  location_description_for_maps: 'De Pijp, Amsterdam',
  city_of_post: 'Amsterdam',
  city_of_group: 'Amsterdam',
  room_size_m2: 12,
  house_total_size_m2: null,
  amount_of_roommates: 1,
  image_urls: null,
  ...fields,
});

describe('listingPush', () => {
  it('says rent and area in the title, size and roommates in the body', () => {
    expect(listingPush(listing(7), english)).toEqual({
      kind: 'listing',
      listingId: 7,
      title: '€750/month · De Pijp, Amsterdam',
      body: 'Room 12 m² · 1 roommate',
      photo: null,
    });
  });

  it('falls back to the city, to price on request and to a plain body when facts are missing', () => {
    const push = listingPush(
      listing(8, {
        rent_on_monthly_basis: null,
        location_description_for_maps: '  ',
        room_size_m2: null,
        amount_of_roommates: null,
      }),
      english,
    );
    expect(push.title).toBe('Price on request · Amsterdam');
    expect(push.body).toBe('New room matching your alert');
  });

  it('takes only a stored photo, never a source site address, and clips long scraped text', () => {
    const push = listingPush(
      listing(9, {
        location_description_for_maps: 'x'.repeat(300),
        image_urls: {
          full: ['https://tracker.example/pixel.jpg', '/storage/v1/object/public/listing-photos/aa/bb.webp'],
        },
      }),
      english,
    );
    expect(push.photo).toBe('/storage/v1/object/public/listing-photos/aa/bb.webp');
    expect(push.title.length).toBeLessThanOrEqual(80);
    expect(push.title.endsWith('…')).toBe(true);
  });
});

describe("in the member's language", () => {
  it("writes a Dutch member's pushes in Dutch: price, facts, the plain body and the summary", () => {
    const push = listingPush(listing(7, { rent_on_monthly_basis: 1250 }), dutch);
    expect(push.title).toBe(`${dutch.listingsText.pricePerMonth({ amount: 1250 })} · De Pijp, Amsterdam`);
    expect(push.title).toMatch(/€\s?1\.250/);
    expect(push.body).toBe(
      [
        dutch.factText.room({ size: dutch.factText.squareMetres({ size: 12 }) }),
        dutch.factText.roommates({ count: 1 }),
      ].join(' · '),
    );
    expect(listingPush(listing(8, { room_size_m2: null, amount_of_roommates: null }), dutch).body).toBe(
      dutch.alertPushText.newRoom,
    );
    const summary = alertPushes(
      Array.from({ length: PUSHES_PER_RUN + 2 }, (_, i) => listing(i + 1)),
      dutch,
    ).at(-1)?.push;
    expect(summary).toEqual({
      kind: 'summary',
      count: 2,
      title: dutch.alertPushText.newRooms({ count: 2 }),
      body: dutch.alertPushText.summaryBody,
    });
    expect(summary?.title).not.toBe('2 new rooms');
  });
});

describe('listingPush for a member with several saved searches', () => {
  it.each([
    [english, 'Centrum and De Pijp', 'Room 12 m² · 1 roommate · Matches Centrum and De Pijp'],
    [
      dutch,
      'Centrum en De Pijp',
      [
        dutch.factText.room({ size: dutch.factText.squareMetres({ size: 12 }) }),
        dutch.factText.roommates({ count: 1 }),
        'Past bij Centrum en De Pijp',
      ].join(' · '),
    ],
  ])('names the searches after the facts: %#', (texts, names, body) => {
    expect(listingPush(listing(7), texts, names).body).toBe(body);
  });

  it('names none for a member with one search, and alertPushes names each listing by its own', () => {
    expect(listingPush(listing(7), english, '').body).toBe('Room 12 m² · 1 roommate');
    const pushes = alertPushes([listing(1), listing(2)], english, (id) => (id === 1 ? 'Noord' : ''));
    expect(pushes.map(({ push }) => push.body)).toEqual([
      'Room 12 m² · 1 roommate · Matches Noord',
      'Room 12 m² · 1 roommate',
    ]);
  });
});

describe('alertPushes', () => {
  it(`sends up to ${PUSHES_PER_RUN} alone and sums up the rest`, () => {
    const listings = Array.from({ length: PUSHES_PER_RUN + 2 }, (_, index) => listing(index + 1));
    const pushes = alertPushes(listings, english);
    expect(pushes.map(({ push }) => push.kind)).toEqual([...Array<string>(PUSHES_PER_RUN).fill('listing'), 'summary']);
    expect(pushes.at(-1)).toEqual({
      push: { kind: 'summary', count: 2, title: '2 new rooms', body: expect.stringContaining('RoomRadar') },
      listingIds: [PUSHES_PER_RUN + 1, PUSHES_PER_RUN + 2],
    });
    expect(alertPushes(listings.slice(0, 1), english)).toHaveLength(1);
  });

  it('tags by listing (a repeat replaces it) and opens the listing or the list', () => {
    const [{ push } = { push: listingPush(listing(1), english) }] = alertPushes([listing(42)], english);
    expect(pushTag(push)).toBe('listing-42');
    expect(pushPath(push)).toBe('/listing/42');
    const summary = alertPushes(
      Array.from({ length: PUSHES_PER_RUN + 1 }, (_, i) => listing(i + 1)),
      english,
    ).at(-1)?.push;
    expect(summary && [pushTag(summary), pushPath(summary)]).toEqual(['new-rooms', '/listings']);
  });
});

describe('parseAlertPush', () => {
  it('reads what the server sends', () => {
    const push = listingPush(listing(5), english);
    expect(parseAlertPush(JSON.parse(JSON.stringify(push)))).toEqual(push);
  });

  it('refuses anything else: no title, a bad id, an outside photo, an unknown kind', () => {
    expect(parseAlertPush(null)).toBeNull();
    expect(parseAlertPush('text')).toBeNull();
    expect(parseAlertPush({ kind: 'listing', listingId: 5, body: 'x' })).toBeNull();
    expect(parseAlertPush({ kind: 'listing', listingId: '5/../../evil', title: 't' })).toBeNull();
    expect(parseAlertPush({ kind: 'listing', listingId: -1, title: 't' })).toBeNull();
    expect(parseAlertPush({ kind: 'summary', count: 0, title: 't' })).toBeNull();
    expect(parseAlertPush({ kind: 'redirect', title: 't' })).toBeNull();
    expect(
      parseAlertPush({ kind: 'listing', listingId: 5, title: 't', body: 'b', photo: 'https://evil.example/x.jpg' }),
    ).toMatchObject({ photo: null });
  });
});
