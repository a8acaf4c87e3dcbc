import { describe, expect, it } from 'vitest';
import { HttpError } from '../node-request-response.ts';
import { AREA_BUDGET_MESSAGE, areaPointsOf, createAreaWriteBudget } from './area-write-budget.ts';

const member = { role: 'authenticated', sub: 'member-a' } as const;
const other = { role: 'authenticated', sub: 'member-b' } as const;
const ring = (points: number) => Array.from({ length: points }, (_, index) => [4.9 + index * 1e-4, 52.37]);
const drawn = (points: number) => ({ areas: [{ kind: 'polygon', rings: [ring(points)] }] });

function refusal(weigh: () => void): HttpError | null {
  try {
    weigh();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('the points of a write', () => {
  it('count every ring of every polygon, and nothing else', () => {
    expect(
      areaPointsOf({
        areas: [
          { kind: 'polygon', rings: [ring(4), ring(3)] },
          { kind: 'wijk', id: 1 },
        ],
      }),
    ).toBe(7);
    expect(areaPointsOf({ areas: [{ kind: 'circle', center: [4.9, 52.37], radiusKm: 2 }] })).toBe(0);
    expect(areaPointsOf({ name: 'Mine' })).toBe(0);
    expect(areaPointsOf({ areas: 'everywhere' })).toBe(0);
    expect(areaPointsOf({ areas: [null, { rings: 'x' }, { rings: [null, ring(2)] }] })).toBe(2);
  });
});

describe("a member's minute of area writes", () => {
  it('passes writes up to the limit, refuses the one past it with a 429 and a message, and frees up after a minute', () => {
    let now = 0;
    const weigh = createAreaWriteBudget(1_000, () => now);
    expect(refusal(() => weigh('saved_filters', member, [drawn(600)]))).toBeNull();
    now = 30_000;
    expect(refusal(() => weigh('saved_filters', member, [drawn(400)]))).toBeNull();
    const refused = refusal(() => weigh('saved_filters', member, [drawn(3)]));
    expect(refused?.status).toBe(429);
    expect(refused?.body.message).toBe(AREA_BUDGET_MESSAGE);
    // Another member, another table, writes without areas and the service role are not counted.
    expect(refusal(() => weigh('saved_filters', other, [drawn(900)]))).toBeNull();
    expect(refusal(() => weigh('favorites', member, [drawn(900)]))).toBeNull();
    expect(refusal(() => weigh('saved_filters', member, [{ name: 'Renamed' }]))).toBeNull();
    expect(refusal(() => weigh('saved_filters', { role: 'service_role' }, [drawn(5_000)]))).toBeNull();
    // The first write leaves the window a minute after it; the second is still in it, the refused one never was.
    now = 60_000;
    expect(refusal(() => weigh('saved_filters', member, [drawn(600)]))).toBeNull();
    expect(refusal(() => weigh('saved_filters', member, [drawn(1)]))).not.toBeNull();
  });

  it('counts every row of a write of several', () => {
    const weigh = createAreaWriteBudget(1_000, () => 0);
    expect(refusal(() => weigh('saved_filters', member, [drawn(500), drawn(501)]))?.status).toBe(429);
  });
});
