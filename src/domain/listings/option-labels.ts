// How a stored value reads in the language of the texts passed: housing types, languages and the enumerated
// filters' values are kept as the data has them ('room', 'dutch', 'less_than_1_month') and only their labels
// change. A value the catalogue does not know (a type or language new in the data) reads as itself, capitalised.
import type { DomainTexts } from '../texts.ts';
import { isAnyCity } from './filter-state.ts';

type OptionTexts = Pick<DomainTexts, 'optionText'>;

/** 'shared room' → 'Shared room'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label a group of texts has for `value` (a stored value used as its key), or null for none. */
export function labelFor(labels: object, value: string | null): string | null {
  return value !== null && Object.hasOwn(labels, value) ? String((labels as Record<string, unknown>)[value]) : null;
}

/** 'room' → 'Room' / 'Kamer'. */
export function housingTypeLabel(type: string, { optionText }: OptionTexts): string {
  return labelFor(optionText.housingTypes, type.toLowerCase()) ?? capitalize(type);
}

/** 'any' → 'All of the Netherlands' / 'Heel Nederland'; a city is its own name. */
export function cityLabel(city: string, { optionText }: OptionTexts): string {
  return isAnyCity(city) ? optionText.allCities : city;
}

/** The city choices as a select lists them. */
export const cityChoices = (cities: readonly string[], texts: OptionTexts) =>
  cities.map((city) => ({ value: city, label: cityLabel(city, texts) }));

/** 'dutch' → 'Dutch' / 'Nederlands'. */
export function languageLabel(language: string, { optionText }: OptionTexts): string {
  return labelFor(optionText.languages, language.toLowerCase()) ?? capitalize(language);
}

/** An amount of euros as the option lists write it: '€1,000' / '€ 1.000'. */
export const euroLabel = (amount: number, { optionText }: OptionTexts): string => optionText.euros({ amount });

/** A size as the option lists write it: '25 m²'. */
export const sizeLabel = (size: number): string => `${size} m²`;
