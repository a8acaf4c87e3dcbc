// 'Your Current Alert' in words: only what the alert narrows, e.g. 'Utrecht · rent up to €900 · Room ·
// available from Jan 15, 2027' (money and dates written as the listings write them).
import type { SavedAlertFields } from '../../domain/listings/alert-filters.ts';
import { formatShortDate } from '../../domain/listings/format.ts';

type AlertLike = { [K in keyof SavedAlertFields]?: string | number | null };
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const STAY_LABELS: Record<string, string> = {
  less_than_1_month: 'less than 1 month',
  '1-3_months': '1 to 3 months',
  '4-6_months': '4 to 6 months',
  '6_plus_months': '6 months or more',
  short: 'under 6 months',
  long: '6 months or more',
};
const RECENCY_LABELS: Record<string, string> = {
  today: 'posted today',
  '3days': 'last 3 days',
  week: 'last 7 days',
  month: 'last 30 days',
};

type Unit = { before?: string; after?: string };
const EUROS: Unit = { before: '€' };
const SQUARE_METRES: Unit = { after: ' m²' };
const NO_UNIT: Unit = {};

/** 'rent up to €1000', 'rent €500-€1000', 'room 10-20 m²', 'age from 25': money and sizes as the app writes them. */
function range(
  label: string,
  low: number | null,
  high: number | null,
  { before = '', after = '' }: Unit,
): string | null {
  if (low === null && high === null) return null;
  if (low !== null && high !== null) return `${label} ${before}${low}-${before}${high}${after}`;
  return low !== null ? `${label} from ${before}${low}${after}` : `${label} up to ${before}${high}${after}`;
}

export function summarizeAlert(alert: AlertLike): string {
  const housingType = text(alert.housing_type);
  const parts = [
    text(alert.city) ?? 'Amsterdam',
    range('rent', number(alert.price_min), number(alert.price_max), EUROS),
    housingType ? housingType.charAt(0).toUpperCase() + housingType.slice(1) : null,
    range('room', number(alert.room_size_min), number(alert.room_size_max), SQUARE_METRES),
    range('house', number(alert.house_size_min), number(alert.house_size_max), SQUARE_METRES),
    range('age', number(alert.age_min), number(alert.age_max), NO_UNIT),
    text(alert.gender_preference)?.replace('_', ' ') ?? null,
    number(alert.max_roommates) !== null ? `at most ${alert.max_roommates} roommates` : null,
    text(alert.subrent) ? `subrent ${alert.subrent}` : null,
    text(alert.available_from)
      ? `available from ${formatShortDate(text(alert.available_from)) ?? alert.available_from}`
      : null,
    STAY_LABELS[text(alert.available_until) ?? ''] ?? null,
    RECENCY_LABELS[text(alert.post_recency) ?? ''] ?? null,
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}
