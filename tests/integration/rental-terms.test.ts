// The rental terms through the real backend: ingestion stores what it extracts (bills, their amount and
// advance, deposit, furnishing, registration), full_details_housing serves them, and every role reads them
// by the listing rules (anyone may read a listing; nobody but the service writes one).
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestBatch } from '../../supabase/functions/_shared/ingest/store-posts.ts';
import { parseLines } from '../../supabase/functions/_shared/ingest/parse-lines.ts';
import { MATRIX_ROLES, roleClients, serviceClient, type MatrixRole } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const backend = useTestBackend();
let clients: Record<MatrixRole, SupabaseClient>;

beforeAll(async () => {
  ({ clients } = await roleClients(backend));
}, 60_000);

const TERMS = 'rent_on_monthly_basis, bills, bills_monthly, bills_advance, deposit, furnishing, registration_possible';

let counter = 0;
function post(text: string): Record<string, unknown> {
  counter += 1;
  return {
    id: `terms-${counter}`,
    group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
    posted_at: '2026-11-10T10:00:00Z',
    url: `https://www.facebook.com/groups/1/posts/terms-${counter}`,
    images: [],
    text,
  };
}

const ingest = (posts: Array<Record<string, unknown>>) =>
  ingestBatch(serviceClient(backend), parseLines(posts.map((entry) => JSON.stringify(entry))));

async function listingIdOf(sourceId: string): Promise<number> {
  return backend.db.asOwner(async (sql) => {
    const { rows } = await sql.query<{ id: number }>(
      'select listing_id as id from public.listing_sources where source_post_id = $1',
      [sourceId],
    );
    return Number(rows[0]?.id);
  });
}

async function storedTerms(id: number): Promise<Record<string, unknown> | undefined> {
  return backend.db.asOwner(
    async (sql) =>
      (
        await sql.query<Record<string, unknown>>(
          `select rent_on_monthly_basis::float8 as rent_on_monthly_basis, bills, bills_monthly::float8 as bills_monthly,
                  bills_advance, deposit::float8 as deposit, furnishing, registration_possible
           from public.listings where id = $1`,
          [id],
        )
      ).rows[0],
  );
}

describe('rental terms', () => {
  it('are stored by ingestion and served by the view to every role alike', async () => {
    const offer = post(
      'Kamer in De Pijp, 14 m2. Huur €710 + €110 voorschot g/w/l per maand. Borg: 2 maanden huur. ' +
        'De kamer wordt gestoffeerd opgeleverd. Inschrijving mogelijk. Per 1 december.',
    );
    expect(await ingest([offer])).toMatchObject({ created: 1, rejected: [] });
    const id = await listingIdOf(offer.id as string);
    // "€710 + €110 voorschot g/w/l" is a rent of 820 with 110 of bills in it (the labelling conventions).
    const expected = {
      rent_on_monthly_basis: 820,
      bills: 'excluded',
      bills_monthly: 110,
      bills_advance: true,
      deposit: 1420,
      furnishing: 'upholstered',
      registration_possible: true,
    };
    expect(await storedTerms(id)).toEqual(expected);
    for (const role of MATRIX_ROLES) {
      const { data, error } = await clients[role].from('full_details_housing').select(TERMS).eq('id', id);
      expect(error, role).toBeNull();
      expect(data, role).toEqual([expected]);
    }
  });

  it('are written again when the post is edited, and unknown where the post stops saying them', async () => {
    const offer = post('Studio in Noord, 25 m2, €1.050 all-in, borg €1.050, gemeubileerd, per 1/12');
    await ingest([offer]);
    const id = await listingIdOf(offer.id as string);
    expect(await storedTerms(id)).toMatchObject({ bills: 'included', deposit: 1050, furnishing: 'furnished' });
    await ingest([{ ...offer, text: 'Studio in Noord, 25 m2, €1.050 all-in, per 1/12' }]);
    expect(await storedTerms(id)).toMatchObject({ bills: 'included', deposit: null, furnishing: null });
  });

  it('are written by nobody but the service', async () => {
    const offer = post('Room in Oost, 10 m2, €650 all-in, no deposit, furnished, from 1 December');
    await ingest([offer]);
    const id = await listingIdOf(offer.id as string);
    const before = await storedTerms(id);
    expect(before).toMatchObject({ bills: 'included', deposit: 0, furnishing: 'furnished' });
    for (const role of MATRIX_ROLES.filter((name) => name !== 'service')) {
      await clients[role].from('listings').update({ bills: 'excluded', deposit: 5000 }).eq('id', id);
      await clients[role].from('full_details_housing').update({ furnishing: 'bare' }).eq('id', id);
      expect(await storedTerms(id), role).toEqual(before);
    }
  });

  it('refuse a value outside their kinds, so the view never serves one the cards cannot read', async () => {
    const offer = post('Room in West, 12 m2, €700 all-in, from 1 December');
    await ingest([offer]);
    const id = await listingIdOf(offer.id as string);
    const service = serviceClient(backend);
    const bad = await service.from('listings').update({ furnishing: 'semi' }).eq('id', id);
    expect(bad.error).not.toBeNull();
    const negative = await service.from('listings').update({ deposit: -1 }).eq('id', id);
    expect(negative.error).not.toBeNull();
    expect(await storedTerms(id)).toMatchObject({ furnishing: null, deposit: null });
  });
});
