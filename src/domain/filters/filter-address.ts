// The filters and the order in the page's address (issue 35 item 7): `/listings?maxPrice=800&furnishing=bare`,
// so a search can be bookmarked, shared and opened on another device. Each filter of the filter table but the
// areas (which have their own parameter, read strictly: useSearchInAddress) is a parameter named by its key,
// written only when it is not at its default. A link is read leniently: a parameter that does not read is
// ignored and its filter keeps its default; a link never leads to an error page.
import { CHOICE_VALUES, DEFAULT_FILTERS, isCalendarDate, type FilterState } from '../listings/filter-state.ts';
import { isListOrder, type ListOrder } from '../listings/list-order.ts';
import { ORDER_PARAMETER } from './address-parameters.ts';
import { FILTER_KEYS, filterRow, numbersIn, type FilterKey } from './filter-table.ts';

/** The filters that travel in the address, each as the parameter of its key. */
export const ADDRESS_FILTER_KEYS = FILTER_KEYS.filter((key) => key !== 'areas');
const LONGEST_TEXT = 100;
const MOST_TYPES = 10;
const TYPE_SEPARATOR = ',';

export type AddressValue = string | number;

/** A parameter as text: the router hands numbers and booleans parsed, everything else as written. */
function textOf(raw: unknown): string | null {
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return text === '' || text.length > LONGEST_TEXT ? null : text;
}

/** One parameter's filter value, or undefined when it does not read. */
function readParameter(key: FilterKey, raw: unknown): unknown {
  const text = textOf(raw);
  if (text === null) return undefined;
  const control = filterRow(key).control;
  if (control === 'range') {
    // Only what the panel offers, so its select always shows the value the list is filtered by.
    const value = Number(text);
    return numbersIn(key)?.values.includes(value) ? value : undefined;
  }
  if (control === 'choice' || control === 'check') {
    const allowed: readonly string[] = (CHOICE_VALUES as Record<string, readonly string[]>)[key] ?? [];
    return allowed.includes(text) ? text : undefined;
  }
  if (control === 'date') return isCalendarDate(text) ? text : undefined;
  if (control === 'housingTypes') {
    const types = text
      .split(TYPE_SEPARATOR)
      .map((type) => type.trim())
      .filter((type) => type !== '');
    return types.length > 0 && types.length <= MOST_TYPES ? types : undefined;
  }
  return text; // city, language: any name; one the data does not hold finds nothing, as in the panel
}

/**
 * The filters a link names, over the defaults (a link says the whole search: what it leaves out is at its
 * default), or null when it names none. The areas are not read here.
 */
export function filtersFromAddress(search: Record<string, unknown>): Omit<FilterState, 'areas'> | null {
  const named = ADDRESS_FILTER_KEYS.filter((key) => search[key] !== undefined);
  if (named.length === 0) return null;
  const { areas: _areas, ...filters } = { ...DEFAULT_FILTERS, housingTypes: [...DEFAULT_FILTERS.housingTypes] };
  for (const key of named) {
    const value = readParameter(key, search[key]);
    if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
  }
  return filters;
}

/** The order a link names, or null when it names none or one that does not read. */
export const orderFromAddress = (search: Record<string, unknown>): ListOrder | null =>
  isListOrder(search[ORDER_PARAMETER]) ? (search[ORDER_PARAMETER] as ListOrder) : null;

/** The address's parameters for the filters and the order: only what is not at its default. */
export function addressOf(filters: FilterState, order: ListOrder): Record<string, AddressValue> {
  const parameters: Record<string, AddressValue> = {};
  for (const key of ADDRESS_FILTER_KEYS) {
    const value = filters[key];
    if (key === 'housingTypes') {
      const types = filters.housingTypes.filter((type) => type.trim().toLowerCase() !== 'any');
      if (types.length > 0 && types.length === filters.housingTypes.length)
        parameters[key] = types.join(TYPE_SEPARATOR);
    } else if (value !== null && value !== DEFAULT_FILTERS[key]) parameters[key] = value as AddressValue;
  }
  if (order !== 'list') parameters[ORDER_PARAMETER] = order;
  return parameters;
}

/** Whether the address already says these parameters (and no other filter or order). */
export function addressSays(search: Record<string, unknown>, parameters: Record<string, AddressValue>): boolean {
  return [...ADDRESS_FILTER_KEYS, ORDER_PARAMETER].every((key) =>
    parameters[key] === undefined ? search[key] === undefined : textOf(search[key]) === String(parameters[key]),
  );
}
