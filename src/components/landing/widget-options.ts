// Option lists of the landing widget's first step. Cities and housing types come from the listing
// data once the device has it; until then only the defaults are offered.
import { DEFAULT_CITY, PRICE_NO_UPPER_LIMIT, PRICE_STEP } from '../../domain/constants.ts';
import type { SelectOption } from '../ui/SelectField.tsx';

const MAX_RENT_FROM = 400;

export const maxRentOptions: SelectOption[] = Array.from(
  { length: (PRICE_NO_UPPER_LIMIT - MAX_RENT_FROM) / PRICE_STEP + 1 },
  (_, index) => {
    const value = MAX_RENT_FROM + index * PRICE_STEP;
    return { value: String(value), label: value === PRICE_NO_UPPER_LIMIT ? 'No limit' : `Up to €${value}` };
  },
);

export function cityOptions(cities: readonly string[]): SelectOption[] {
  const rest = cities.filter((city) => city.toLowerCase() !== DEFAULT_CITY.toLowerCase());
  return [DEFAULT_CITY, ...rest].map((city) => ({ value: city, label: city }));
}

export function housingTypeOptions(types: readonly string[]): SelectOption[] {
  return ['any', ...types.filter((type) => type !== 'any')].map((type) => ({
    value: type,
    label: type === 'any' ? 'Any type' : type.charAt(0).toUpperCase() + type.slice(1),
  }));
}
