// The listings-snapshot function against a real backend: a compressed compact copy of exactly what an
// anonymous visitor reads (no post texts, no links to original posts), revalidated with a strong ETag, built
// again when the listings change, and the checkpoint a device's pulls go on from.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCompactListings } from '../../src/domain/listings/compact-listings.ts';
import { insertListings } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
const SECRET_TEXT = 'ring me on 06-87654321';

const anonHeaders = () => ({ apikey: backend.keys.anonKey, Authorization: `Bearer ${backend.keys.anonKey}` });

beforeAll(async () => {
  await insertListings(
    backend,
    Array.from({ length: 25 }, (_, index) => ({
      title: `Snapshot room ${index}`,
      text_post: SECRET_TEXT,
      rent_on_monthly_basis: 600 + index,
      ...(index % 6 === 0 ? { is_unavailable_or_double: 'double' } : {}),
    })),
  );
}, 60_000);

/** The copy as a browser asks for it (Node's fetch undoes the gzip; the header tells it was sent so). */
async function snapshot(headers: Record<string, string> = {}) {
  const response = await fetch(`${backend.url}/functions/v1/listings-snapshot`, {
    headers: { ...anonHeaders(), 'Accept-Encoding': 'gzip', ...headers },
  });
  return response;
}

describe('listings-snapshot', () => {
  it("is a gzip-compressed compact copy of what anon reads, with the feed's newest position as its checkpoint", async () => {
    const response = await snapshot();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const text = await response.text();
    expect(text).not.toContain(SECRET_TEXT);
    expect(text).not.toContain('facebook.com');
    const { rows, checkpoint } = decodeCompactListings(JSON.parse(text));

    const feed = (await (
      await fetch(`${backend.url}/rest/v1/full_details_housing?select=id,title,_modified&_deleted=is.false&order=id`, {
        headers: anonHeaders(),
      })
    ).json()) as Array<{ id: number; title: string; _modified: number }>;
    expect(rows.map((row) => [row.id, row.title, row._modified])).toEqual(
      feed.map((row) => [row.id, row.title, row._modified]),
    );
    const [newest] = (await (
      await fetch(
        `${backend.url}/rest/v1/full_details_housing?select=id,_modified&order=_modified.desc,id.desc&limit=1`,
        {
          headers: anonHeaders(),
        },
      )
    ).json()) as Array<{ id: number; _modified: number }>;
    expect(checkpoint).toEqual({ modified: newest?._modified, id: String(newest?.id) });
  });

  it('is revalidated with its ETag, and built again when the listings change', async () => {
    const first = await snapshot();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"listings-/);
    expect((await snapshot({ 'If-None-Match': etag ?? '' })).status).toBe(304);
    await insertListings(backend, [{ title: 'Arrived later' }]);
    const changed = await snapshot({ 'If-None-Match': etag ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(decodeCompactListings(await changed.json()).rows.some((row) => row.title === 'Arrived later')).toBe(true);
  });

  it('answers plain JSON to a client that takes no gzip, and only GET', async () => {
    const plain = await fetch(`${backend.url}/functions/v1/listings-snapshot`, {
      headers: { ...anonHeaders(), 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(decodeCompactListings(await plain.json()).rows.length).toBeGreaterThan(0);
    const post = await fetch(`${backend.url}/functions/v1/listings-snapshot`, {
      method: 'POST',
      headers: anonHeaders(),
    });
    expect(post.status).toBe(405);
  });
});
