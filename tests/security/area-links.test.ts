// Issue 34, item 4, on the path without a server: a link's areas (`/listings?areas=[...]`) are read as the page
// opens by the app's strict reader (parseKnownAreas, which useSearchInAddress calls); each bad area is refused
// with the message the page shows ("The area in this link could not be used: ...") and nothing is stored
// (tests/e2e/area-alerts.spec.ts follows one through the page).
import { describe, expect, it } from 'vitest';
import { parseKnownAreas } from '../../src/domain/areas/area-names.ts';
import { HOSTILE_AREAS } from '../support/hostile-areas.ts';
import { largestAreas } from '../support/largest-areas.ts';

describe("a link's areas", () => {
  it.each(HOSTILE_AREAS)('%s: refused, naming it', (_, areas, message) => {
    const read = parseKnownAreas(JSON.parse(areas));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(message);
  });

  it('the largest areas allowed are read whole: 10 polygons of 5 rings of 200 points', () => {
    const read = parseKnownAreas(largestAreas());
    expect(read.ok && read.value.flatMap((area) => (area.kind === 'polygon' ? area.rings : []))).toHaveLength(50);
  });
});
