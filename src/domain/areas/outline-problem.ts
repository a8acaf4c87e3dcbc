// What is wrong with an outline drawn on the map, in the member's words (the field message beside the drawing
// tools), or null when it can be an area: the same limits the strict reader (area.ts) and the server keep.
import type { DomainTexts } from '../texts.ts';
import { AREA_BOUNDS, firstCrossing, MAX_RING_VERTICES, MIN_RING_VERTICES } from './area.ts';

export function outlineProblem(
  points: ReadonlyArray<[number, number]>,
  { areaToolText }: Pick<DomainTexts, 'areaToolText'>,
): string | null {
  if (points.length < MIN_RING_VERTICES) return areaToolText.tooFew;
  if (points.length > MAX_RING_VERTICES) return areaToolText.tooMany;
  const { minLongitude, maxLongitude, minLatitude, maxLatitude } = AREA_BOUNDS;
  const isOutside = points.some(
    ([longitude, latitude]) =>
      longitude < minLongitude || longitude > maxLongitude || latitude < minLatitude || latitude > maxLatitude,
  );
  if (isOutside) return areaToolText.outside;
  if (firstCrossing(points)) return areaToolText.crosses;
  return null;
}
