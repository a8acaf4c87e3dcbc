// Issue 34, item 4: the bad areas every path that takes areas must refuse with a message naming the problem
// (REST on saved alerts, first-results, a link's areas), as [what is wrong, the areas as JSON text, the message].
// Short enough for first-results' longest filters (4,096 characters): the 201 points have four decimals.
const DE_PIJP = { kind: 'wijk', id: 3630424 };

const square = (west: number, south: number, size = 0.01) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
];

const tooManyPoints = Array.from({ length: 201 }, (_, index) => {
  const angle = (2 * Math.PI * index) / 201;
  return [Number((4.9 + 0.01 * Math.cos(angle)).toFixed(4)), Number((52.37 + 0.01 * Math.sin(angle)).toFixed(4))];
});

const bowTie = [
  [4.88, 52.35],
  [4.9, 52.37],
  [4.9, 52.35],
  [4.88, 52.37],
];

export const HOSTILE_AREAS: Array<[string, string, RegExp]> = [
  ['more than 10 areas', JSON.stringify(Array.from({ length: 11 }, () => DE_PIJP)), /^areas may hold at most 10 areas/],
  [
    'more than 200 vertices',
    JSON.stringify([{ kind: 'polygon', rings: [tooManyPoints] }]),
    /must have 3 to 200 distinct points/,
  ],
  [
    'a ring that cannot close (two points)',
    JSON.stringify([{ kind: 'polygon', rings: [square(4.88, 52.35).slice(0, 2)] }]),
    /must have 3 to 200 distinct points/,
  ],
  [
    'a ring that crosses itself',
    JSON.stringify([{ kind: 'polygon', rings: [bowTie] }]),
    /^area 1 ring 1 crosses itself/,
  ],
  [
    'coordinates outside the Netherlands',
    JSON.stringify([{ kind: 'polygon', rings: [square(2.3, 48.85)] }]),
    /lies outside the Netherlands/,
  ],
  ['NaN as a coordinate', '[{"kind":"circle","center":["NaN",52.37],"radiusKm":2}]', /must hold two finite numbers/],
  [
    'a radius of 0',
    JSON.stringify([{ kind: 'circle', center: [4.9, 52.37], radiusKm: 0 }]),
    /radiusKm must be above 0 and at most 50/,
  ],
  [
    'a radius of 51 km',
    JSON.stringify([{ kind: 'circle', center: [4.9, 52.37], radiusKm: 51 }]),
    /radiusKm must be above 0 and at most 50/,
  ],
  [
    'an unknown neighbourhood id',
    JSON.stringify([{ kind: 'wijk', id: 3630999 }]),
    /^area 1: no Amsterdam wijk with id 3630999$/,
  ],
  [
    'an unknown district',
    JSON.stringify([{ kind: 'stadsdeel', code: 'Q' }]),
    /^area 1: no Amsterdam stadsdeel with code "Q"$/,
  ],
  ['an unknown kind', JSON.stringify([{ kind: 'everywhere' }]), /has an unknown kind/],
  ['a list that is not one', JSON.stringify(DE_PIJP), /^areas must be a list$/],
];
