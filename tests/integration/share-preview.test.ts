// A shared listing's link as a chat app reads it (issue 35): WhatsApp and Telegram fetch /listing/<id> and
// show the page's Open Graph and Twitter card tags without running the app. The server writes the listing's
// title, rent, area and photo into that page, every value escaped, with addresses on the site the request
// reached (localhost or 127.0.0.1) or SITE_URL, and never the original post's address. A cross-posted copy
// sends its visitor to the listing it was merged into; an unknown listing gets the site's own tags.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureBuild } from '../support/fixture-build.ts';
import { insertListings, type TestBackend } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const SITE = 'https://rooms.example.org';
const backend = useTestBackend(async () => ({ distDir: await fixtureBuild() }));
const sited = useTestBackend(async () => ({ siteUrls: [SITE], distDir: await fixtureBuild() }));
const STORED_PHOTO = '/storage/v1/object/public/listing-photos/preview/room-1.webp';
const HOSTILE_TITLE = `Room"><script>alert(1)</script><meta property="og:url" content="https://evil.example/">`;
type SeededIds = { room: number; hostile: number; copy: number; gone: number };
let ids: SeededIds;
let sitedIds: SeededIds;

/** A listing with a stored photo, a hostile one, a cross-posted copy of the first and a listing let already. */
async function seed(server: TestBackend): Promise<SeededIds> {
  const [room, hostile] = (await insertListings(server, [
    {
      title: 'Sunny room near Sarphatipark',
      rent_on_monthly_basis: 710,
      location_description_for_maps: 'De Pijp, Amsterdam',
      room_size_m2: 14,
      image_urls: { full: [STORED_PHOTO], thumb: [], size: [[1200, 900]] },
    },
    {
      title: HOSTILE_TITLE,
      rent_on_monthly_basis: 650,
      location_description_for_maps: `</title><img src=x onerror=alert(2)> & 'West'`,
      image_urls: { full: ['https://images.example.org/a.jpg?w=1&h=2'], thumb: [] },
    },
  ])) as [number, number];
  const [copy, gone] = (await insertListings(server, [
    { title: 'Sunny room (cross-post)', duplicate_of: room, is_unavailable_or_double: 'double' },
    { title: 'Room already let', is_unavailable_or_double: 'unavailable' },
  ])) as [number, number];
  return { room, hostile, copy, gone };
}

beforeAll(async () => {
  [ids, sitedIds] = await Promise.all([seed(backend), seed(sited)]);
}, 60_000);

/** The server's address as a visitor who typed the IP address reaches it. */
const atLoopbackIp = (server: TestBackend) => server.url.replace('//localhost:', '//127.0.0.1:');

/** The content of every meta tag with this property or name, as written (still escaped). */
function metaValues(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] as string);
}

async function page(url: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

describe.each([
  ['localhost', (server: TestBackend) => server.url],
  ['127.0.0.1', atLoopbackIp],
])('a listing page at %s', (_name, addressOf) => {
  it("carries the listing's title, rent, area and photo, with addresses on the same origin", async () => {
    const origin = addressOf(backend);
    const { status, html } = await page(`${origin}/listing/${ids.room}`);
    expect(status).toBe(200);
    expect(metaValues(html, 'og:title')).toEqual(['Sunny room near Sarphatipark']);
    expect(metaValues(html, 'twitter:title')).toEqual(['Sunny room near Sarphatipark']);
    const [description] = metaValues(html, 'og:description');
    expect(description).toContain('€710/month');
    expect(description).toContain('De Pijp, Amsterdam');
    expect(description).toContain('14 m²');
    expect(metaValues(html, 'og:url')).toEqual([`${origin}/listing/${ids.room}`]);
    expect(metaValues(html, 'og:image')).toEqual([`${origin}${STORED_PHOTO}`]);
    expect(metaValues(html, 'og:image:width')).toEqual(['1200']);
    expect(metaValues(html, 'twitter:card')).toEqual(['summary_large_image']);
    // One title: the listing's, in place of the shell's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sunny room near Sarphatipark</title>');
    // Still the app: its root and its script.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-fixture.js');
  });

  it("never names the original post's address", async () => {
    for (const id of [ids.room, ids.hostile]) {
      const { html } = await page(`${addressOf(backend)}/listing/${id}`);
      expect(html).not.toContain('facebook.com');
    }
  });

  it('sends a visitor of a cross-posted copy to the listing it was merged into', async () => {
    const response = await fetch(`${addressOf(backend)}/listing/${ids.copy}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/listing/${ids.room}`);
  });

  it("gives a listing the server does not know, or no longer shows, the site's own tags and no error", async () => {
    for (const id of [999_999_999, ids.gone]) {
      const { status, html } = await page(`${addressOf(backend)}/listing/${id}`);
      expect(status).toBe(200);
      expect(metaValues(html, 'og:title')).toEqual(['RoomRadar: find a room in Amsterdam']);
      expect(metaValues(html, 'og:url')).toEqual([`${addressOf(backend)}/listing/${id}`]);
      expect(metaValues(html, 'og:image')).toEqual([]);
      expect(html).not.toContain('Room already let');
    }
  });
});

describe('a listing page', () => {
  it('escapes every scraped value: a hostile title, area and photo address add no element or tag', async () => {
    const { status, html } = await page(`${backend.url}/listing/${ids.hostile}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(metaValues(html, 'og:image')).toEqual(['https://images.example.org/a.jpg?w=1&amp;h=2']);
    expect(html).not.toContain('evil.example/">');
    // The one og:url is the page's own; the hostile one is text inside the title.
    expect(metaValues(html, 'og:url')).toEqual([`${backend.url}/listing/${ids.hostile}`]);
    expect(metaValues(html, 'og:title')).toEqual([
      'Room&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta property=&quot;og:url&quot; content=&quot;https://evil.example/&quot;&gt;',
    ]);
    expect(metaValues(html, 'og:description')[0]).toContain(
      '&lt;/title&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &#39;West&#39;',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("speaks the visitor's language", async () => {
    const { html } = await page(`${backend.url}/listing/${ids.room}`, { 'Accept-Language': 'nl-NL,nl;q=0.9' });
    expect(metaValues(html, 'og:locale')).toEqual(['nl_NL']);
    expect(metaValues(html, 'og:description')[0]?.replace(/\s/g, ' ')).toContain('€ 710 per maand');
  });

  it('names SITE_URL where it is set, whichever address was asked', async () => {
    const { html } = await page(`${atLoopbackIp(sited)}/listing/${sitedIds.room}`);
    expect(metaValues(html, 'og:url')).toEqual([`${SITE}/listing/${sitedIds.room}`]);
    expect(metaValues(html, 'og:image')).toEqual([`${SITE}${STORED_PHOTO}`]);
  });

  it('answers HEAD, and a request for a compressed answer, uncached', async () => {
    const head = await fetch(`${backend.url}/listing/${ids.room}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const gzipped = await fetch(`${backend.url}/listing/${ids.room}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('cache-control')).toBe('no-cache');
    expect(gzipped.headers.get('vary')).toContain('Accept-Language');
    expect(metaValues(await gzipped.text(), 'og:title')).toEqual(['Sunny room near Sarphatipark']);
  });

  it('leaves every other page as it was', async () => {
    const { html } = await page(`${backend.url}/listing/not-a-number`);
    expect(html).toContain('<title>RoomRadar</title>');
    expect(metaValues(html, 'og:title')).toEqual([]);
  });
});
