// 'Your Current Alert' in words: only what the alert narrows, e.g. 'Utrecht · In Oude Pijp · rent up to €900 ·
// Room · available from Jan 15, 2027' (money and dates written as the listings write them, in the language in
// use; the areas as the listing filter's chips say them).
import { parseAreas } from '../../domain/areas/area.ts';
import { areasInWords } from '../../domain/areas/area-chips.ts';
import type { SavedAlertFields } from '../../domain/listings/alert-filters.ts';
import { formatShortDate } from '../../domain/listings/format.ts';
import { ANY_CITY } from '../../domain/constants.ts';
import { cityLabel, euroLabel, housingTypeLabel, labelFor, sizeLabel } from '../../domain/listings/option-labels.ts';
import { alertText } from '../../domain/messages.ts';

type AlertLike = { [K in Exclude<keyof SavedAlertFields, 'areas'>]?: string | number | null } & { areas?: unknown };
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

type Kind = 'rent' | 'room' | 'house' | 'age';
type Summary = typeof alertText.summary;

/** How one end of a range is written: money in euros, sizes with m² (the low end of a size range without it). */
function written(kind: Kind, value: number, isLowEndOfRange: boolean): string {
  if (kind === 'rent') return euroLabel(value);
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
  return read.ok ? areasInWords(read.value) : null;
}

export function summarizeAlert(alert: AlertLike): string {
  const summary = alertText.summary;
  const housingType = text(alert.housing_type);
  const maxRoommates = number(alert.max_roommates);
  const availableFrom = text(alert.available_from);
  const parts = [
    cityLabel(text(alert.city) ?? ANY_CITY),
    areasOf(alert.areas),
    range('rent', number(alert.price_min), number(alert.price_max), summary),
    housingType ? housingTypeLabel(housingType) : null,
    range('room', number(alert.room_size_min), number(alert.room_size_max), summary),
    range('house', number(alert.house_size_min), number(alert.house_size_max), summary),
    range('age', number(alert.age_min), number(alert.age_max), summary),
    labelFor(summary.gender, text(alert.gender_preference)),
    maxRoommates !== null ? summary.maxRoommates({ count: maxRoommates }) : null,
    labelFor(summary.subrent, text(alert.subrent)),
    availableFrom ? summary.availableFrom({ date: formatShortDate(availableFrom) ?? availableFrom }) : null,
    labelFor(summary.stay, text(alert.available_until)),
    labelFor(summary.recency, text(alert.post_recency)),
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}
