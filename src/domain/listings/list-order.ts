// The orders a renter picks for the list (issue 35 item 6; filter-semantics.md "Order"): newest first ('list'),
// rent low to high or high to low, size largest first, and nearest first once a place is chosen ('distance').
// The map keeps its own order (post time). Kept apart from ordering.ts so that the session's reader of the
// choice carries none of the sorting.
export const LIST_ORDERS = ['list', 'price_asc', 'price_desc', 'size_desc', 'distance'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export const isListOrder = (value: unknown): value is ListOrder => (LIST_ORDERS as readonly unknown[]).includes(value);

/** Whether an order can be offered: the distance order measures from the chosen areas, so it needs one. */
export const isOrderOffered = (order: ListOrder, areaCount: number): boolean => order !== 'distance' || areaCount > 0;

/** The order as it may stand with this many areas: the distance order falls back to newest first without one. */
export const orderWithAreas = (order: ListOrder, areaCount: number): ListOrder =>
  isOrderOffered(order, areaCount) ? order : 'list';
