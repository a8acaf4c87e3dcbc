// The listing filter's choices as the panel offers them (product spec section 9): rent in steps of 100,
// sizes, ages, roommates, and the labels of the enumerated filters.
import { PRICE_NO_UPPER_LIMIT, PRICE_STEP } from '../constants.ts';

export type Choice = { readonly value: string; readonly label: string };

export const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

export const rentFromChoices: Choice[] = range(0, PRICE_NO_UPPER_LIMIT - PRICE_STEP, PRICE_STEP).map((value) => ({
  value: String(value),
  label: value === 0 ? 'Any' : `€${value}`,
}));
export const rentToChoices: Choice[] = range(400, PRICE_NO_UPPER_LIMIT, PRICE_STEP).map((value) => ({
  value: String(value),
  label: value === PRICE_NO_UPPER_LIMIT ? 'No max' : `€${value}`,
}));
export const roomSizeFromChoices: Choice[] = range(0, 50, 5).map((value) => ({
  value: String(value),
  label: value === 0 ? 'Any' : `${value} m²`,
}));
export const roomSizeToChoices: Choice[] = range(10, 100, 5).map((value) => ({
  value: String(value),
  label: value === 100 ? 'No max' : `${value} m²`,
}));
export const houseSizeFromChoices: Choice[] = range(0, 190, 10).map((value) => ({
  value: String(value),
  label: value === 0 ? 'Any' : `${value} m²`,
}));
export const houseSizeToChoices: Choice[] = range(30, 200, 10).map((value) => ({
  value: String(value),
  label: value === 200 ? 'No max' : `${value} m²`,
}));
export const ageFromChoices: Choice[] = [18, 20, 22, 25, 30, 35, 40, 45, 50].map((value) => ({
  value: String(value),
  label: String(value),
}));
export const ageToChoices: Choice[] = range(25, 65, 5).map((value) => ({ value: String(value), label: String(value) }));
export const roommateChoices: Choice[] = [
  { value: '999', label: 'Any' },
  ...[0, 1, 2, 3, 4].map((value) => ({ value: String(value), label: String(value) })),
  { value: '5', label: '5+' },
];
export const genderChoices: Choice[] = [
  { value: 'any', label: 'Any' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
export const subrentChoices: Choice[] = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const stayChoices: Choice[] = [
  { value: 'any', label: 'Any' },
  { value: 'less_than_1_month', label: 'Less than 1 month' },
  { value: '1-3_months', label: '1 to 3 months' },
  { value: '4-6_months', label: '4 to 6 months' },
  { value: '6_plus_months', label: '6 months or more' },
];
/** Onboarding asks only short or long (product spec section 9). */
export const onboardingStayChoices: Choice[] = [
  { value: 'any', label: 'Any' },
  { value: 'short', label: 'Short (under 6 months)' },
  { value: 'long', label: 'Long (6 months or more)' },
];
export const recencyChoices: Choice[] = [
  { value: 'any', label: 'Any time' },
  { value: 'today', label: 'Last 24 hours' },
  { value: '3days', label: 'Last 3 days' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
];

/** 'shared room' → 'Shared room'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
