import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../src/domain/listings/filter-state.ts';
import { FIRST_PAGE_SIZE } from '../../src/domain/constants.ts';
import { createQueryService } from './query-service.ts';

const offer = (id: number, rent: number) => ({
  id,
  post_type: 'HAS_HOUSING_AVAILABLE',
  latitude: 52,
  longitude: 4,
  rent_on_monthly_basis: rent,
  created_at: `2026-11-${10 + id}T10:00:00Z`,
});

describe('the query service', () => {
  it('answers from the listings it was given, and follows changes', async () => {
    const service = createQueryService();
    service.applyChanges({ upserts: [offer(1, 800), offer(2, 1200), offer(3, 600)], removals: [] });
    const cheap = await service.query(
      { filters: { ...DEFAULT_FILTERS, maxPrice: 1000 }, order: 'list' },
      { caller: 'list', number: 1 },
    );
    expect(Array.from(cheap?.ids ?? [])).toEqual([3, 1]);
    expect(cheap?.total).toBe(3);
    // A card once shown is not kept past a change of its listing.
    expect(service.summaries([2, 3]).map((card) => [card.id, card.rent])).toEqual([
      [2, 1200],
      [3, 600],
    ]);
    service.applyChanges({ upserts: [offer(2, 900)], removals: [3] });
    const again = await service.query(
      { filters: { ...DEFAULT_FILTERS, maxPrice: 1000 }, order: 'list' },
      { caller: 'list', number: 2 },
    );
    expect(Array.from(again?.ids ?? [])).toEqual([2, 1]);
    expect(service.summaries([2, 3, 1]).map((card) => [card.id, card.rent])).toEqual([
      [2, 900],
      [1, 800],
    ]);
  });

  it('counts each of several filter states, in their order', async () => {
    const service = createQueryService();
    service.applyChanges({ upserts: [offer(1, 800), offer(2, 1200), offer(3, 600)], removals: [] });
    const counts = await service.counts([
      { ...DEFAULT_FILTERS, maxPrice: 700 },
      DEFAULT_FILTERS,
      { ...DEFAULT_FILTERS, minPrice: 1300 },
    ]);
    expect(counts).toEqual([1, 3, 0]);
  });

  it('answers with the cards of its first page, in the order of the ids', async () => {
    const service = createQueryService();
    const many = Array.from({ length: FIRST_PAGE_SIZE + 5 }, (_, index) => offer(index + 1, 500 + index));
    service.applyChanges({ upserts: many, removals: [] });
    const answer = await service.query({ filters: DEFAULT_FILTERS, order: 'list' }, { caller: 'list', number: 1 });
    expect(answer?.count).toBe(FIRST_PAGE_SIZE + 5);
    expect(answer?.firstCards.map((card) => card.id)).toEqual(Array.from(answer?.ids ?? []).slice(0, FIRST_PAGE_SIZE));
    expect(answer?.firstCards[0]?.rent).toBe(500 + (answer?.ids[0] ?? 0) - 1);
  });

  it('tells the option lists without a query', () => {
    const service = createQueryService();
    expect(service.options()).toEqual({ cities: ['any', 'Amsterdam'], housingTypes: ['any'], languages: ['any'] });
    service.applyChanges({
      upserts: [
        { ...offer(1, 800), city_of_group: 'Utrecht', listing_type: 'studio', language_requirements: ['dutch'] },
      ],
      removals: [],
    });
    expect(service.options()).toEqual({
      cities: ['any', 'Amsterdam', 'Utrecht'],
      housingTypes: ['any', 'studio'],
      languages: ['any', 'dutch'],
    });
  });

  it('lets a newer query supersede an older one', async () => {
    const service = createQueryService();
    service.applyChanges({ upserts: [offer(1, 800)], removals: [] });
    const older = service.query({ filters: DEFAULT_FILTERS, order: 'list' }, { caller: 'list', number: 10 });
    const newer = service.query({ filters: DEFAULT_FILTERS, order: 'list' }, { caller: 'list', number: 11 });
    expect(await older).toBeNull();
    expect((await newer)?.count).toBe(1);
  });

  it('answers two callers with queries in flight at once, each superseding only its own', async () => {
    const service = createQueryService();
    service.applyChanges({ upserts: [offer(1, 800), offer(2, 1200)], removals: [] });
    const list = service.query({ filters: DEFAULT_FILTERS, order: 'list' }, { caller: 'list', number: 5 });
    const landing = service.query(
      { filters: { ...DEFAULT_FILTERS, maxPrice: 1000 }, order: 'list', onlyOnboarding: true },
      { caller: 'landing', number: 1 },
    );
    const map = service.query({ filters: DEFAULT_FILTERS, order: 'map' }, { caller: 'map', number: 1 });
    const [listAnswer, landingAnswer, mapAnswer] = await Promise.all([list, landing, map]);
    expect(listAnswer?.count).toBe(2);
    expect(landingAnswer?.count).toBe(1);
    expect(mapAnswer?.count).toBe(2);
  });

  it('takes changes through a message port, as from the sync worker', async () => {
    const service = createQueryService();
    const channel = new MessageChannel();
    service.connectChanges(channel.port2);
    channel.port1.postMessage({ upserts: [offer(5, 700)], removals: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.listingCount()).toBe(1);
    channel.port1.close();
    channel.port2.close();
  });
});
