// The listing filter's choices as the panel offers them (product spec section 9): rent in steps of 100,
// sizes, ages, roommates, and the labels of the enumerated filters.
// A label is read when the choice is shown, so the same lists follow the language in use.
import { PRICE_NO_UPPER_LIMIT, PRICE_STEP } from '../constants.ts';
import { optionText } from '../messages.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { euroLabel as euros, sizeLabel as squareMetres } from './option-labels.ts';

export type Choice = { readonly value: string; readonly label: string };

/**
 * A choice whose label is the catalogue's text in the language in use, written once per language: the panel
 * reads every label on every render (about 25 ms a load when each read formatted its price afresh).
 */
export const choice = (value: string, label: () => string): Choice => {
  let written: { language: string; label: string } | null = null;
  return {
    value,
    get label() {
      const language = currentLanguage();
      if (written?.language !== language) written = { language, label: label() };
      return written.label;
    },
  };
};

export const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

export const rentFromChoices: Choice[] = range(0, PRICE_NO_UPPER_LIMIT - PRICE_STEP, PRICE_STEP).map((value) =>
  choice(String(value), () => (value === 0 ? optionText.any : euros(value))),
);
export const rentToChoices: Choice[] = range(400, PRICE_NO_UPPER_LIMIT, PRICE_STEP).map((value) =>
  choice(String(value), () => (value === PRICE_NO_UPPER_LIMIT ? optionText.noMax : euros(value))),
);
export const roomSizeFromChoices: Choice[] = range(0, 50, 5).map((value) =>
  choice(String(value), () => (value === 0 ? optionText.any : squareMetres(value))),
);
export const roomSizeToChoices: Choice[] = range(10, 100, 5).map((value) =>
  choice(String(value), () => (value === 100 ? optionText.noMax : squareMetres(value))),
);
export const houseSizeFromChoices: Choice[] = range(0, 190, 10).map((value) =>
  choice(String(value), () => (value === 0 ? optionText.any : squareMetres(value))),
);
export const houseSizeToChoices: Choice[] = range(30, 200, 10).map((value) =>
  choice(String(value), () => (value === 200 ? optionText.noMax : squareMetres(value))),
);
export const ageFromChoices: Choice[] = [18, 20, 22, 25, 30, 35, 40, 45, 50].map((value) => ({
  value: String(value),
  label: String(value),
}));
export const ageToChoices: Choice[] = range(25, 65, 5).map((value) => ({ value: String(value), label: String(value) }));
export const roommateChoices: Choice[] = [
  choice('999', () => optionText.any),
  ...[0, 1, 2, 3, 4].map((value) => ({ value: String(value), label: String(value) })),
  { value: '5', label: '5+' },
];
export const genderChoices: Choice[] = [
  choice('any', () => optionText.any),
  choice('male', () => optionText.gender.male),
  choice('female', () => optionText.gender.female),
];
export const subrentChoices: Choice[] = [
  choice('any', () => optionText.any),
  choice('yes', () => optionText.subrent.yes),
  choice('no', () => optionText.subrent.no),
];
export const stayChoices: Choice[] = [
  choice('any', () => optionText.any),
  ...(['less_than_1_month', '1-3_months', '4-6_months', '6_plus_months'] as const).map((value) =>
    choice(value, () => optionText.stay[value]),
  ),
];
/** Onboarding asks only short or long (product spec section 9). */
export const onboardingStayChoices: Choice[] = [
  choice('any', () => optionText.any),
  choice('short', () => optionText.stay.short),
  choice('long', () => optionText.stay.long),
];
export const recencyChoices: Choice[] = (['any', 'today', '3days', 'week', 'month'] as const).map((value) =>
  choice(value, () => optionText.recency[value]),
);
