// `npm start` on an empty database: the demo accounts and the demo corpus, run through the real pipeline,
// readable by anyone through the REST API with coordinates; and a second start adds nothing.
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../supabase/local/app-host/demo-seed.ts';
import { anonClient } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

describe('demo data on an empty database', () => {
  it("shows the corpus's listings through the REST API, each with a point, and seeds only once", async () => {
    expect(await seedDemoData(backend, 4)).toBe(true);
    const { data, error } = await anonClient(backend)
      .from('full_details_housing')
      .select('id, title, latitude, longitude, city_of_post, is_unavailable_or_double, url_post');
    expect(error).toBeNull();
    const offers = (data ?? []).filter((row) => row.is_unavailable_or_double === null);
    expect(offers.length).toBeGreaterThan(200);
    for (const row of offers) {
      expect(row.latitude).toEqual(expect.any(Number));
      expect(row.longitude).toEqual(expect.any(Number));
      expect(row.url_post).toBeNull();
    }
    expect(new Set(offers.map((row) => row.city_of_post)).size).toBeGreaterThanOrEqual(10);
    expect((data ?? []).some((row) => row.is_unavailable_or_double === 'double')).toBe(true);
    expect(await seedDemoData(backend, 4)).toBe(false);
  }, 120_000);
});
