import { describe, expect, it } from 'vitest';
import { LIST_ORDERS, isListOrder, isOrderOffered, orderWithAreas } from './list-order.ts';

describe('the list orders', () => {
  it('read the distance order among the others, and nothing else', () => {
    expect(LIST_ORDERS.every(isListOrder)).toBe(true);
    expect(isListOrder('distance')).toBe(true);
    expect(isListOrder('map')).toBe(false);
    expect(isListOrder('nearest')).toBe(false);
  });

  it.each([
    ['distance', 0, false, 'list'],
    ['distance', 1, true, 'distance'],
    ['distance', 3, true, 'distance'],
    ['price_asc', 0, true, 'price_asc'],
    ['list', 0, true, 'list'],
  ] as const)('offers %s with %i areas: %s, standing as %s', (order, areaCount, isOffered, standing) => {
    expect(isOrderOffered(order, areaCount)).toBe(isOffered);
    expect(orderWithAreas(order, areaCount)).toBe(standing);
  });
});
