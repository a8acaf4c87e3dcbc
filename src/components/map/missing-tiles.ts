// The tiles the map could not read (offline, an area never viewed nor saved), so it can say so while any of
// them is in view. MapLibre keeps a failed tile failed and does not ask again, so the view is checked
// against this list whenever it moves, not only when a tile fails.

export type TileAddress = { z: number; x: number; y: number };
export type Bounds = { west: number; south: number; east: number; north: number };

const longitudeOf = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const latitudeOf = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** The area a tile covers. */
export function tileBounds({ z, x, y }: TileAddress): Bounds {
  return { west: longitudeOf(x, z), east: longitudeOf(x + 1, z), north: latitudeOf(y, z), south: latitudeOf(y + 1, z) };
}

/** Whether any of the tiles covers part of the view. */
export function isAnyInView(tiles: Iterable<TileAddress>, view: Bounds): boolean {
  for (const tile of tiles) {
    const area = tileBounds(tile);
    if (area.west < view.east && view.west < area.east && area.south < view.north && view.south < area.north)
      return true;
  }
  return false;
}
