// The alert page's own option lists (product spec section 9): rent from and to in steps of 100, room size on
// the alert scale (from 0-40, to 15-50), house size from 0-200, gender with 'no_preference', language (not saved).
import { ALERT_ROOM_SIZE_MAX, HOUSE_SIZE_NO_UPPER_LIMIT, PRICE_NO_UPPER_LIMIT, PRICE_STEP } from '../constants.ts';
import { genderChoices, range, type Choice } from './filter-choices.ts';

export const alertRentFromChoices: Choice[] = range(0, PRICE_NO_UPPER_LIMIT, PRICE_STEP).map((value) => ({
  value: String(value),
  label: value === 0 ? 'Any' : `€${value}`,
}));
export const alertRentToChoices: Choice[] = range(400, PRICE_NO_UPPER_LIMIT, PRICE_STEP).map((value) => ({
  value: String(value),
  label: value === PRICE_NO_UPPER_LIMIT ? 'No max' : `€${value}`,
}));
export const alertRoomSizeFromChoices: Choice[] = range(0, 40, 5).map((value) => ({
  value: String(value),
  label: value === 0 ? 'Any' : `${value} m²`,
}));
export const alertRoomSizeToChoices: Choice[] = range(15, ALERT_ROOM_SIZE_MAX, 5).map((value) => ({
  value: String(value),
  label: value === ALERT_ROOM_SIZE_MAX ? 'No max' : `${value} m²`,
}));
/** House size from 0 to 200 in steps of 10 (product spec section 9), 200 included. */
export const alertHouseSizeFromChoices: Choice[] = range(0, HOUSE_SIZE_NO_UPPER_LIMIT, 10).map((value) => ({
  value: String(value),
  label: value === 0 ? 'Any' : `${value} m²`,
}));
export const alertGenderChoices: Choice[] = [
  ...genderChoices.slice(0, 1),
  { value: 'no_preference', label: 'No preference' },
  ...genderChoices.slice(1),
];
export const alertLanguageChoices: Choice[] = [
  { value: 'any', label: 'Any' },
  { value: 'dutch', label: 'Dutch' },
  { value: 'english', label: 'English' },
];

/** The channels an alert goes out on (saved_filters.alert_channels). */
export type AlertChannels = 'email' | 'push' | 'both';
export const alertChannelChoices: ReadonlyArray<{ value: AlertChannels; label: string }> = [
  { value: 'email', label: 'E-mail' },
  { value: 'push', label: 'Notifications on my devices' },
  { value: 'both', label: 'E-mail and notifications' },
];
export const isAlertChannels = (value: unknown): value is AlertChannels =>
  value === 'email' || value === 'push' || value === 'both';
