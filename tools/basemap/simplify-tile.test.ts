import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import vtpbf from 'vt-pbf';
import { describe, expect, it } from 'vitest';
import { simplifyLine, simplifyTile } from './simplify-tile.ts';

type XY = { x: number; y: number };
type Shape = { type: 1 | 2 | 3; properties: Record<string, string | number>; rings: XY[][] };

/** A tile of one layer of extent 4096, written by vt-pbf as the cut writes it. */
function tileOf(shapes: Shape[]): Uint8Array {
  const layer = {
    name: 'water',
    version: 2,
    extent: 4096,
    length: shapes.length,
    feature: (index: number) => {
      const shape = shapes[index] as Shape;
      return { type: shape.type, id: index + 1, properties: shape.properties, loadGeometry: () => shape.rings };
    },
  };
  return vtpbf.fromVectorTileJs({ layers: { water: layer } } as never);
}

function read(data: Uint8Array) {
  const layer = new VectorTile(new PbfReader(data)).layers.water;
  if (!layer) return [];
  return Array.from({ length: layer.length }, (_, index) => {
    const feature = layer.feature(index);
    return { type: feature.type, id: feature.id, properties: feature.properties, rings: feature.loadGeometry() };
  });
}

/** A square ring (y down: clockwise is outer) with a point every unit along its edges. */
function denseSquare(left: number, top: number, side: number, isHole = false): XY[] {
  const ring: XY[] = [];
  for (let step = 0; step < side; step += 1) ring.push({ x: left + step, y: top });
  for (let step = 0; step < side; step += 1) ring.push({ x: left + side, y: top + step });
  for (let step = 0; step < side; step += 1) ring.push({ x: left + side - step, y: top + side });
  for (let step = 0; step < side; step += 1) ring.push({ x: left, y: top + side - step });
  ring.push({ x: left, y: top });
  return isHole ? ring.reverse() : ring;
}

describe('simplifying a line', () => {
  it('keeps its ends and every corner farther than the tolerance, and drops the points between', () => {
    const line = [
      { x: 0, y: 0 },
      { x: 5, y: 1 },
      { x: 10, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 30 },
    ];
    expect(simplifyLine(line as never, 2)).toEqual([
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 30 },
    ]);
    expect(simplifyLine(line as never, 0.5)).toEqual(line);
  });
});

describe('simplifying a tile', () => {
  const lake = denseSquare(100, 100, 400);
  const island = denseSquare(200, 200, 100, true);
  const speck = denseSquare(900, 900, 3, true);
  const pond = denseSquare(2000, 2000, 3);
  const canal = Array.from({ length: 500 }, (_, step) => ({ x: 1000 + step, y: 1500 }));
  const data = tileOf([
    { type: 3, properties: { class: 'lake', 'name:latin': 'Sloterplas' }, rings: [lake, island, speck] },
    { type: 3, properties: { class: 'pond' }, rings: [pond] },
    { type: 2, properties: { class: 'canal' }, rings: [canal] },
    { type: 1, properties: { class: 'lake', rank: 3 }, rings: [[{ x: 300, y: 300 }]] },
  ]);
  // Half a pixel of a 512-pixel tile is 4 units of 4096.
  const simplified = read(simplifyTile(data, 0.5));

  it('keeps the corners of what is big enough to see, holes included, and every property and id', () => {
    const [water, canalLine, label] = simplified;
    expect(water).toMatchObject({ type: 3, id: 1, properties: { class: 'lake', 'name:latin': 'Sloterplas' } });
    expect(water?.rings.map((ring) => ring.length)).toEqual([5, 5]);
    expect(water?.rings[0]).toEqual(expect.arrayContaining([expect.objectContaining({ x: 500, y: 500 })]));
    expect(canalLine).toMatchObject({ type: 2, id: 3, properties: { class: 'canal' } });
    expect(canalLine?.rings[0]?.map(({ x, y }) => [x, y])).toEqual([
      [1000, 1500],
      [1499, 1500],
    ]);
    expect(label).toMatchObject({ type: 1, id: 4, properties: { class: 'lake', rank: 3 } });
    expect(label?.rings).toEqual([[expect.objectContaining({ x: 300, y: 300 })]]);
  });

  it('drops a polygon or a hole smaller than a square of twice the tolerance', () => {
    expect(simplified.map((feature) => feature.properties.class)).toEqual(['lake', 'canal', 'lake']);
    expect(read(data)[0]?.rings).toHaveLength(3);
  });
});
