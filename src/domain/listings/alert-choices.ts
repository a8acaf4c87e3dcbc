// The channels an alert goes out on (saved_filters.alert_channels). The alert form's filters and their option
// lists come from the filter table (src/domain/filters/filter-table.ts).
import type { DomainTexts } from '../texts.ts';

/** The channels an alert goes out on (saved_filters.alert_channels). */
export type AlertChannels = 'email' | 'push' | 'both';
const ALERT_CHANNELS = ['email', 'push', 'both'] as const;

/** The channels as the alert form offers them, in the language of `texts`. */
export const alertChannelChoices = ({
  optionText,
}: Pick<DomainTexts, 'optionText'>): Array<{ value: AlertChannels; label: string }> =>
  ALERT_CHANNELS.map((value) => ({ value, label: optionText.channels[value] }));
export const isAlertChannels = (value: unknown): value is AlertChannels =>
  value === 'email' || value === 'push' || value === 'both';
