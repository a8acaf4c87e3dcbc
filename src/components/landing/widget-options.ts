// Option lists of the landing widget's first step. Cities and housing types come from the listing data
// (All of the Netherlands and Amsterdam first, then the data's cities; any, then the data's types); until the device has the data,
// only the defaults and the session's own choices are offered. The widget edits the listing filters
// themselves, so a choice made on /listings that the widget cannot name (several housing types) shows
// as it is rather than as 'Any type'.
import { AMSTERDAM, ANY_CITY, PRICE_NO_UPPER_LIMIT, PRICE_STEP } from '../../domain/constants.ts';
import { cityChoices, housingTypeLabel } from '../../domain/listings/option-labels.ts';
import { appTexts, optionText } from '../../i18n/messages.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import type { SelectOption } from '../ui/SelectField.tsx';

const MAX_RENT_FROM = 400;
const TYPE_SEPARATOR = ',';

const maxRentsByLanguage = new Map<string, SelectOption[]>();

/** The widget's maximum rents, labelled in the language in use (written once per language, not per render). */
export function maxRentOptions(): SelectOption[] {
  const language = currentLanguage();
  let options = maxRentsByLanguage.get(language);
  if (!options) {
    options = writeMaxRentOptions();
    maxRentsByLanguage.set(language, options);
  }
  return options;
}

function writeMaxRentOptions(): SelectOption[] {
  return Array.from({ length: (PRICE_NO_UPPER_LIMIT - MAX_RENT_FROM) / PRICE_STEP + 1 }, (_, index) => {
    const value = MAX_RENT_FROM + index * PRICE_STEP;
    return {
      value: String(value),
      label: value === PRICE_NO_UPPER_LIMIT ? optionText.noLimit : optionText.maxRent({ amount: value }),
    };
  });
}

/** All of the Netherlands, Amsterdam, then the data's cities; the current choice is kept before the data is known. */
export function cityOptions(cities: readonly string[], current: string): SelectOption[] {
  const first = [ANY_CITY, AMSTERDAM];
  const names = [
    ...first,
    ...cities.filter((city) => !first.some((name) => name.toLowerCase() === city.toLowerCase())),
  ];
  if (!names.some((city) => city === current)) names.push(current);
  return cityChoices(names, appTexts);
}

/** The widget's single value for the filter's housing types: 'any', one type, or several joined. */
export function housingTypeValue(housingTypes: readonly string[]): string {
  const specific = housingTypes.filter((type) => type !== 'any');
  return specific.length === 0 ? 'any' : specific.join(TYPE_SEPARATOR);
}

/** The filter's housing types for a widget value. */
export function housingTypesFromValue(value: string): string[] {
  return value === 'any' ? ['any'] : value.split(TYPE_SEPARATOR);
}

/** 'Any type', then the data's types; the current value is kept when the list does not hold it. */
export function housingTypeOptions(types: readonly string[], current: string): SelectOption[] {
  const values = ['any', ...types.filter((type) => type !== 'any')];
  if (!values.includes(current)) values.push(current);
  return values.map((value) => ({
    value,
    label:
      value === 'any'
        ? optionText.anyType
        : housingTypesFromValue(value)
            .map((type) => housingTypeLabel(type, appTexts))
            .join(optionText.listSeparator),
  }));
}
