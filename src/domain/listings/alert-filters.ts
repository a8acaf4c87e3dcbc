// A saved alert (table saved_filters) and the filter state it stands for (product spec sections 3, 5
// and 9), by the columns of the filter table (src/domain/filters/filter-table.ts): values equal to their
// default are stored as null; a housing type is stored only when exactly one specific type is chosen; language
// is not saved. The alert page measures room size on its own scale (0 to 50, where 50 means no limit); the
// listing filter's scale ends at 100.
import { ALERT_ROOM_SIZE_MAX } from '../constants.ts';
import {
  ALERT_FILTER_KEYS,
  filterRow,
  filtersIn,
  type FilterScope,
  type AlertScale,
  type SavedAlertFields,
  type StoredAlert,
} from '../filters/filter-table.ts';
import { DEFAULT_FILTERS, type FilterState } from './filter-state.ts';

export type { AlertScale, SavedAlertFields };

/** The filter state of the alert page's defaults: the listing defaults with room size ending at 50. */
export const DEFAULT_ALERT_FILTERS: Readonly<FilterState> = Object.freeze({
  ...DEFAULT_FILTERS,
  maxRoomSize: ALERT_ROOM_SIZE_MAX,
});

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
 * The filter state a saved alert stands for. On the 'alert' scale (the alert form) room size ends at 50;
 * on the 'listing' scale (listing filters, the alert job) a room size maximum of 50 or none is no limit.
 * A null, missing or unreadable value returns to its default (product spec section 4).
 */
export function filtersFromAlertFields(row: StoredAlert, scale: AlertScale): FilterState {
  const defaults = scale === 'alert' ? DEFAULT_ALERT_FILTERS : DEFAULT_FILTERS;
  const state: Record<string, unknown> = { ...defaults, housingTypes: [...defaults.housingTypes], areas: [] };
  for (const key of ALERT_FILTER_KEYS) {
    const column = filterRow(key).alert;
    if (column) state[key] = column.read(row, defaults, scale);
  }
  return state as FilterState;
}
