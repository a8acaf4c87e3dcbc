// The orders a renter picks for the list (issue 35 item 6; filter-semantics.md "Order"): newest first ('list'),
// rent low to high or high to low, size largest first. The map keeps its own order (post time). Kept apart from
// ordering.ts so that the session's reader of the choice carries none of the sorting.
export const LIST_ORDERS = ['list', 'price_asc', 'price_desc', 'size_desc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export const isListOrder = (value: unknown): value is ListOrder => (LIST_ORDERS as readonly unknown[]).includes(value);
