// Great-circle distance between two points, for checking geocodes.
export type Point = { latitude: number; longitude: number };

export function distanceKm(a: Point, b: Point): number {
  const radians = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * radians) / 2) ** 2 +
    Math.cos(a.latitude * radians) *
      Math.cos(b.latitude * radians) *
      Math.sin(((b.longitude - a.longitude) * radians) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
