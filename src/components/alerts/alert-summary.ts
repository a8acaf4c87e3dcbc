// 'Your Current Alert' in words: only what the alert narrows, each filter said as its row of the filter table
// asks, in the table's order, e.g. 'Utrecht · In Oude Pijp · rent up to €900 · Room · available from Jan 15,
// 2027' (money and dates written as the listings write them, in the language in use; the areas as the listing
// filter's chips say them).
import { parseAreas } from '../../domain/areas/area.ts';
import { areasInWords } from '../../domain/areas/area-chips.ts';
import { ALERT_FILTER_KEYS, filterRow, type SummaryKind } from '../../domain/filters/filter-table.ts';
import { formatShortDate } from '../../domain/listings/format.ts';
import { ANY_CITY } from '../../domain/constants.ts';
import { cityLabel, euroLabel, housingTypeLabel, labelFor, sizeLabel } from '../../domain/listings/option-labels.ts';
import { alertText, appTexts } from '../../i18n/messages.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

/** A saved alert as the device or the server holds it: each column is read with care. */
type AlertLike = Partial<Record<string, unknown>>;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

type Kind = 'rent' | 'room' | 'house' | 'age';
type Summary = typeof alertText.summary;

/** How one end of a range is written: money in euros, sizes with m² (the low end of a size range without it). */
function written(kind: Kind, value: number, isLowEndOfRange: boolean): string {
  if (kind === 'rent') return euroLabel(value, appTexts);
  if (kind === 'age' || isLowEndOfRange) return String(value);
  return sizeLabel(value);
}

/** 'rent up to €1,000', 'rent €500-€1,000', 'room 10-20 m²', 'age from 25', in the language in use. */
function range(kind: Kind, low: number | null, high: number | null, summary: Summary): string | null {
  if (low === null && high === null) return null;
  if (low !== null && high !== null)
    return summary[`${kind}Range`]({ low: written(kind, low, true), high: written(kind, high, false) });
  return low !== null
    ? summary[`${kind}From`]({ low: written(kind, low, false) })
    : summary[`${kind}To`]({ high: written(kind, high as number, false) });
}

/** The alert's areas in words, or null for none (or for a value that does not read as areas). */
function areasOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const read = parseAreas(value);
  return read.ok ? areasInWords(read.value, appTexts) : null;
}

/** One filter's words for the value of its column, or null where it does not narrow. */
function said(how: SummaryKind, value: unknown, alert: AlertLike, summary: Summary): string | null {
  switch (how.kind) {
    case 'city':
      return cityLabel(text(value) ?? ANY_CITY, appTexts);
    case 'areas':
      return areasOf(value);
    case 'housingType': {
      const type = text(value);
      return type ? housingTypeLabel(type, appTexts) : null;
    }
    case 'range':
      return range(how.range, number(alert[how.lowColumn]), number(value), summary);
    case 'maxRoommates': {
      const count = number(value);
      return count !== null ? summary.maxRoommates({ count }) : null;
    }
    case 'availableFrom': {
      const date = text(value);
      return date ? summary.availableFrom({ date: formatShortDate(date, currentLanguage()) ?? date }) : null;
    }
    case 'words': {
      const group = (summary as unknown as Record<string, unknown>)[how.group];
      return group && typeof group === 'object' ? labelFor(group, text(value)) : null;
    }
  }
}

export function summarizeAlert(alert: AlertLike): string {
  const summary = alertText.summary;
  const parts = ALERT_FILTER_KEYS.map((key) => {
    const column = filterRow(key).alert;
    return column?.summary ? said(column.summary, alert[column.column], alert, summary) : null;
  });
  return parts.filter((part): part is string => part !== null).join(' · ');
}
