// Ingestion into the real local backend (migrations, RLS, PostgREST subset) through the service role and the
// ingest-posts function: idempotency, edits, cross-batch duplicates, updates that close an offer, bad lines.
import { describe, expect, it } from 'vitest';
import { ingestBatch } from '../../supabase/functions/_shared/ingest/store-posts.ts';
import { parseLines } from '../../supabase/functions/_shared/ingest/parse-lines.ts';
import { INGEST_LIMITS } from '../../supabase/functions/ingest-posts/handler.ts';
import { anonClient, createMember, serviceClient } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

let counter = 0;
function post(text: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    id: `it-${counter}`,
    group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
    posted_at: '2026-11-10T10:00:00Z',
    url: `https://www.facebook.com/groups/1/posts/${counter}`,
    images: ['https://scontent.example/photo.jpg?'],
    text,
    ...overrides,
  };
}

const ingest = (posts: Array<Record<string, unknown> | string>) =>
  ingestBatch(
    serviceClient(backend),
    parseLines(posts.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)))),
  );

type Row = {
  id: number;
  title: string;
  is_unavailable_or_double: string | null;
  duplicate_of: number | null;
  rent_on_monthly_basis: string | null;
  _modified: string;
  image_urls: { full: string[] };
};

async function listingOf(sourceId: string): Promise<Row | undefined> {
  return backend.db.asOwner(
    async (sql) =>
      (
        await sql.query<Row>(
          'select l.id, l.title, l.is_unavailable_or_double, l.duplicate_of, l.rent_on_monthly_basis::text, l._modified::text, l.image_urls from public.listings l join public.listing_sources s on s.listing_id = l.id where s.source_post_id = $1',
          [sourceId],
        )
      ).rows[0],
  );
}

async function counts(): Promise<{ listings: number; raw: number }> {
  return backend.db.asOwner(
    async (sql) =>
      (
        await sql.query<{ listings: number; raw: number }>(
          'select (select count(*)::int from public.listings) as listings, (select count(*)::int from public.raw_posts) as raw',
        )
      ).rows[0] as { listings: number; raw: number },
  );
}

describe('ingestion into the database', () => {
  it('stores an offer with its facts, a clean image list and the source link, readable through the public view', async () => {
    const offer = post(
      'Room in De Pijp, 12 m2, €780 all-in, 2 flatmates, available from 1 December. Registration possible.',
    );
    const report = await ingest([offer]);
    expect(report).toMatchObject({ received: 1, created: 1, rejected: [] });
    const row = await listingOf(offer.id as string);
    expect(row).toMatchObject({
      title: 'Room of 12 m² in De Pijp, Amsterdam',
      is_unavailable_or_double: null,
      rent_on_monthly_basis: '780.00',
      image_urls: { full: ['https://scontent.example/photo.jpg'] },
    });
    const { data } = await anonClient(backend)
      .from('full_details_housing')
      .select('title, latitude, longitude, url_post')
      .eq('id', row?.id);
    expect(data?.[0]).toMatchObject({ title: 'Room of 12 m² in De Pijp, Amsterdam', url_post: null });
    expect(data?.[0]?.latitude).toBeCloseTo(52.355, 2);
  });

  it('changes nothing when the same file is ingested twice', async () => {
    const batch = [
      post('Studio in Noord, 25 m2, €1.050 incl., per 1/12'),
      post('Zoek een kamer in Amsterdam, budget €700'),
      post('Selling my bike'),
    ];
    const first = await ingest(batch);
    expect(first).toMatchObject({ created: 1, seeking: 1, other: 1 });
    const before = await counts();
    const studio = await listingOf(batch[0]?.id as string);
    const second = await ingest(batch);
    expect(second).toMatchObject({ unchanged: 3, created: 0, updated: 0 });
    expect(await counts()).toEqual(before);
    expect((await listingOf(batch[0]?.id as string))?._modified).toBe(studio?._modified);
  });

  it('updates the listing of an edited post in place', async () => {
    const original = post('Room in Oost, 10 m2, €650 all-in, from 1 December');
    await ingest([original]);
    const before = await listingOf(original.id as string);
    await ingest([{ ...original, text: 'Room in Oost, 10 m2, now €620 all-in, from 1 December' }]);
    const after = await listingOf(original.id as string);
    expect(after).toMatchObject({ id: before?.id, rent_on_monthly_basis: '620.00' });
  });

  it('links a cross-post from a later batch to the first copy', async () => {
    const first = post(
      'Kamer in Bos en Lommer, 13 m2, €720 all-in, 3 huisgenoten, per 1 december, inschrijving mogelijk',
    );
    await ingest([first]);
    const copy = post(
      'Room in Bos en Lommer 🌷 13m2, 720 euro all in, 3 housemates, from 1/12, registration possible',
      { posted_at: '2026-11-11T09:00:00Z', group: { name: 'Expats Amsterdam Housing', city: 'Amsterdam' } },
    );
    const report = await ingest([copy]);
    expect(report.duplicates).toBe(1);
    const original = await listingOf(first.id as string);
    expect(await listingOf(copy.id as string)).toMatchObject({
      is_unavailable_or_double: 'double',
      duplicate_of: original?.id,
    });
  });

  it('marks the offer unavailable when a later post says it is rented', async () => {
    const offer = post('Room in Watergraafsmeer, 15 m2, €700 all-in, 2 flatmates, from 1 December');
    await ingest([offer]);
    const update = post('VERHUURD! Room in Watergraafsmeer, 15 m2, €700 all-in, 2 flatmates', {
      posted_at: '2026-11-12T09:00:00Z',
    });
    const report = await ingest([update]);
    expect(report.markedUnavailable).toBe(1);
    expect(await listingOf(offer.id as string)).toMatchObject({ is_unavailable_or_double: 'unavailable' });
  });

  it('reports each bad line and still ingests the rest of the batch', async () => {
    const good = post('Room in Slotervaart, 11 m2, €600 incl., per direct');
    const report = await ingest([
      '{not json',
      JSON.stringify({ ...post(''), text: '' }),
      JSON.stringify(post('x'.repeat(51 * 1024))),
      JSON.stringify(post('Room in Zuid, €800', { url: 'javascript:alert(1)' })),
      JSON.stringify(post('<script>alert(1)</script>Room in <b>Centrum</b>, 10 m2, €900 all-in, from 1/12')),
      good,
      good,
    ]);
    expect(report.rejected).toEqual([
      { line: 1, error: 'The line is not valid JSON.' },
      { line: 2, error: 'The post has no text.' },
      { line: 3, error: 'The text is over 50 KB.' },
      { line: 4, error: 'The url must be an http(s) address.' },
      { line: 7, error: 'The id appears earlier in this batch.' },
    ]);
    expect(report.warnings).toEqual([
      { line: 5, id: expect.any(String), warning: 'Markup was removed from the text.' },
    ]);
    expect(report.created).toBe(2);
    const stored = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ text_post: string }>(
            "select text_post from public.listings where text_post like '%Centrum, 10 m2%'",
          )
        ).rows,
    );
    expect(stored[0]?.text_post).toBe('Room in Centrum, 10 m2, €900 all-in, from 1/12');
  });
});

describe('the ingest-posts function', () => {
  const call = (body: string, secret: string | null, method = 'POST') =>
    fetch(`${backend.url}/functions/v1/ingest-posts`, {
      method,
      headers: { 'Content-Type': 'application/x-ndjson', ...(secret === null ? {} : { 'x-ingest-secret': secret }) },
      ...(method === 'POST' ? { body } : {}),
    });

  it('needs the ingest secret', async () => {
    const body = JSON.stringify(post('Room in Oost, €700'));
    expect((await call(body, null)).status).toBe(401);
    expect((await call(body, 'wrong-secret-of-some-length')).status).toBe(401);
    expect(await (await call(body, backend.keys.anonKey)).json()).toEqual({
      error: 'A valid ingest secret is required',
    });
  });

  it('ingests NDJSON and answers with the per-line report', async () => {
    const good = post('Kamer in Geuzenveld, 12 m2, €650 incl., per 1 december');
    const response = await call(`${JSON.stringify(good)}\nnot json\n`, backend.keys.ingestSecret);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      received: 2,
      created: 1,
      rejected: [{ line: 2, error: 'The line is not valid JSON.' }],
    });
  });

  it('rejects an oversized batch, an empty body and other methods with a 4xx and a message', async () => {
    const tooMany = Array.from({ length: INGEST_LIMITS.lines + 1 }, () =>
      JSON.stringify(post('Room in Oost, €700')),
    ).join('\n');
    const oversized = await call(tooMany, backend.keys.ingestSecret);
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ error: `A batch may hold at most ${INGEST_LIMITS.lines} posts` });
    expect((await call('\n\n', backend.keys.ingestSecret)).status).toBe(400);
    expect((await call('', backend.keys.ingestSecret, 'GET')).status).toBe(405);
    const allBad = await call('{"id": 1}', backend.keys.ingestSecret);
    expect(allBad.status).toBe(422);
  });

  it('writes a batch whole or not at all: a failure mid-batch leaves nothing, and the retry stores one copy of everything', async () => {
    // A trigger that refuses one listing stands in for any failure after the first writes of a batch.
    await backend.db.asOwner(async (sql) => {
      await sql.query(`create function public.test_refuse_marked() returns trigger language plpgsql as $$
        begin if new.text_post like '%REFUSE-ME%' then raise exception 'refused for the test'; end if; return new; end $$`);
      await sql.query(
        'create trigger test_refuse_marked before insert on public.listings for each row execute function public.test_refuse_marked()',
      );
    });
    const first = post('Kamer in De Baarsjes, 14 m2, €720 incl., per 1 december');
    const cross = post('Kamer in De Baarsjes, 14 m2, €720 incl., per 1 december', {
      group: { name: 'Rooms Amsterdam', city: 'Amsterdam' },
    });
    const refused = post('Studio in Oost, 30 m2, €1100 incl. REFUSE-ME');
    const seeker = post('Looking for a room in Amsterdam, budget €700');
    const before = await counts();
    await expect(ingest([first, cross, refused, seeker])).rejects.toThrow(/refused for the test/);
    expect(await counts()).toEqual(before);
    expect(await listingOf(first.id as string)).toBeUndefined();

    await backend.db.asOwner(async (sql) => {
      await sql.query('drop trigger test_refuse_marked on public.listings');
      await sql.query('drop function public.test_refuse_marked()');
    });
    const retry = await ingest([first, cross, refused, seeker]);
    expect(retry).toMatchObject({ created: 2, duplicates: 1, seeking: 1, unchanged: 0 });
    expect(retry.newListingIds).toHaveLength(2);
    expect(await counts()).toEqual({ listings: before.listings + 3, raw: before.raw + 4 });
    const original = await listingOf(first.id as string);
    expect(await listingOf(cross.id as string)).toMatchObject({
      is_unavailable_or_double: 'double',
      duplicate_of: original?.id,
    });
    expect(await ingest([first, cross, refused, seeker])).toMatchObject({ unchanged: 4, created: 0 });
  });

  it('lets only the service role apply a plan, and refuses a malformed one with a 4xx', async () => {
    const plan = { inserts: [], raw: [] };
    const anonymous = await anonClient(backend).rpc('apply_ingest_plan', { plan });
    expect(anonymous.error).not.toBeNull();
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
    const member = await createMember(backend, { premium: true });
    const signedIn = await member.client.rpc('apply_ingest_plan', { plan });
    expect(signedIn.status).toBe(403);
    const service = serviceClient(backend);
    const notAnObject = await service.rpc('apply_ingest_plan', { plan: [1, 2] });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.error?.message).toBe('The plan must be a JSON object');
    const foreignColumn = await service.rpc('apply_ingest_plan', {
      plan: { own: [{ kind: 'update', listing_id: 1, row: { id: 5 } }] },
    });
    expect(foreignColumn.status).toBe(400);
    expect(foreignColumn.error?.message).toBe('A plan may not write listings.id');
  });
});
