import { describe, expect, it } from 'vitest';
import type { ListingType } from './listing-type.ts';
import { extractSizes } from './sizes.ts';
import { foldText } from './text.ts';

const sizes = (text: string, type: ListingType) => extractSizes(foldText(text), type);

describe('extractSizes', () => {
  it.each([
    ['Room of 12m2', 'room', { roomSize: 12, houseSize: null }],
    ['kamer ±13 m² in een huis van 90 m2', 'room', { roomSize: 13, houseSize: 90 }],
    ['The flat: 85 sqm. The room: 11 sqm.', 'room', { roomSize: 11, houseSize: 85 }],
    ['Kamer van 3,5 x 4 meter', 'room', { roomSize: 14, houseSize: null }],
    ['Room 4 by 3.5 m, sunny', 'room', { roomSize: 14, houseSize: null }],
    ['Studio 24m2 with own kitchen', 'studio', { roomSize: null, houseSize: 24 }],
    ['Appartement 65 m², balkon 8 m2', 'apartment', { roomSize: null, houseSize: 65 }],
    ['House with garden of 40 m2, living area 120 m2', 'house', { roomSize: null, houseSize: 120 }],
  ] as const)('%s', (text, type, expected) => {
    expect(sizes(text, type)).toEqual(expected);
  });

  it('does not read a bed or a price as a floor area', () => {
    expect(sizes('Bed 140x200, €600 p/m', 'room')).toEqual({ roomSize: null, houseSize: null });
  });
});
