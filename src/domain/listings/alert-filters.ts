// A saved alert (table saved_filters) and the filter state it stands for (product spec sections 3, 5
// and 9), by the columns of the filter table (src/domain/filters/filter-table.ts): values equal to their
// default are stored as null; a housing type is stored only when exactly one specific type is chosen; language
// is not saved. The alert form offers the list filter's choices (issue 35 item 11), so one state serves both.
import {
  ALERT_FILTER_KEYS,
  filterRow,
  filtersIn,
  type FilterScope,
  type SavedAlertFields,
  type StoredAlert,
} from '../filters/filter-table.ts';
import { DEFAULT_FILTERS, type FilterState } from './filter-state.ts';

export type { SavedAlertFields };

/**
 * The row fields for an alert form's state (on the alert page's scale). Given the form's scope, a filter the
 * form does not offer is stored as no filter (an alert's post recency, kept from before it left the form).
 */
export function alertFieldsFromFilters(state: FilterState, offeredIn?: FilterScope): SavedAlertFields {
  const offered = offeredIn ? new Set(filtersIn(offeredIn)) : null;
  const fields: Record<string, unknown> = {};
  for (const key of ALERT_FILTER_KEYS) {
    const column = filterRow(key).alert;
    if (column) fields[column.column] = offered && !offered.has(key) ? null : column.write(state);
  }
  return fields as SavedAlertFields;
}

/**
 * The filter state a saved alert stands for, for the alert form, the listing filters and the alert job alike.
 * A null, missing or unreadable value returns to its default (product spec section 4).
 */
export function filtersFromAlertFields(row: StoredAlert): FilterState {
  const state: Record<string, unknown> = { ...DEFAULT_FILTERS, housingTypes: [...DEFAULT_FILTERS.housingTypes] };
  for (const key of ALERT_FILTER_KEYS) {
    const column = filterRow(key).alert;
    if (column) state[key] = column.read(row, DEFAULT_FILTERS);
  }
  return state as FilterState;
}
