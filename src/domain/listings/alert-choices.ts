// The alert page's own option lists (product spec section 9): rent from and to in steps of 100, room size on
// the alert scale (from 0-40, to 15-50), house size from 0-200, gender with 'no_preference', language (not saved).
import { ALERT_ROOM_SIZE_MAX, HOUSE_SIZE_NO_UPPER_LIMIT, PRICE_NO_UPPER_LIMIT, PRICE_STEP } from '../constants.ts';
import { optionText } from '../messages.ts';
import { choice, genderChoices, range, type Choice } from './filter-choices.ts';
import { euroLabel as euros, sizeLabel as squareMetres } from './option-labels.ts';

export const alertRentFromChoices: Choice[] = range(0, PRICE_NO_UPPER_LIMIT, PRICE_STEP).map((value) =>
  choice(String(value), () => (value === 0 ? optionText.any : euros(value))),
);
export const alertRentToChoices: Choice[] = range(400, PRICE_NO_UPPER_LIMIT, PRICE_STEP).map((value) =>
  choice(String(value), () => (value === PRICE_NO_UPPER_LIMIT ? optionText.noMax : euros(value))),
);
export const alertRoomSizeFromChoices: Choice[] = range(0, 40, 5).map((value) =>
  choice(String(value), () => (value === 0 ? optionText.any : squareMetres(value))),
);
export const alertRoomSizeToChoices: Choice[] = range(15, ALERT_ROOM_SIZE_MAX, 5).map((value) =>
  choice(String(value), () => (value === ALERT_ROOM_SIZE_MAX ? optionText.noMax : squareMetres(value))),
);
/** House size from 0 to 200 in steps of 10 (product spec section 9), 200 included. */
export const alertHouseSizeFromChoices: Choice[] = range(0, HOUSE_SIZE_NO_UPPER_LIMIT, 10).map((value) =>
  choice(String(value), () => (value === 0 ? optionText.any : squareMetres(value))),
);
export const alertGenderChoices: Choice[] = [
  ...genderChoices.slice(0, 1),
  choice('no_preference', () => optionText.gender.no_preference),
  ...genderChoices.slice(1),
];
export const alertLanguageChoices: Choice[] = [
  choice('any', () => optionText.any),
  choice('dutch', () => optionText.languages.dutch),
  choice('english', () => optionText.languages.english),
];

/** The channels an alert goes out on (saved_filters.alert_channels). */
export type AlertChannels = 'email' | 'push' | 'both';
export const alertChannelChoices: ReadonlyArray<{ value: AlertChannels; label: string }> = (
  ['email', 'push', 'both'] as const
).map((value) => ({
  value,
  get label() {
    return optionText.channels[value];
  },
}));
export const isAlertChannels = (value: unknown): value is AlertChannels =>
  value === 'email' || value === 'push' || value === 'both';
