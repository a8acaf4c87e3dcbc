// The channels an alert goes out on (saved_filters.alert_channels). The alert form's filters and their option
// lists come from the filter table (src/domain/filters/filter-table.ts).
import { optionText } from '../messages.ts';

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
