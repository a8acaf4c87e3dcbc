// The filters of a scope in table order, the ends of ranges gathered into runs the forms lay out two by two.
import { filterRow, filtersIn, type FilterKey, type FilterScope } from '../../domain/filters/filter-table.ts';

export type FilterGroup = { kind: 'ranges'; keys: FilterKey[] } | { kind: 'single'; key: FilterKey };

export function filterGroups(scope: FilterScope, where: (key: FilterKey) => boolean = () => true): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const key of filtersIn(scope).filter(where)) {
    const last = groups.at(-1);
    if (filterRow(key).control !== 'range') groups.push({ kind: 'single', key });
    else if (last?.kind === 'ranges') last.keys.push(key);
    else groups.push({ kind: 'ranges', keys: [key] });
  }
  return groups;
}
