// How a stored value reads in the language in use: housing types, languages and the enumerated filters'
// values are kept as the data has them ('room', 'dutch', 'less_than_1_month') and only their labels change.
// A value the catalogue does not know (a type or language new in the data) reads as itself, capitalised.
import { optionText } from '../messages.ts';
import { capitalize } from './filter-choices.ts';

const labelIn = (labels: object, value: string): string | null =>
  Object.hasOwn(labels, value) ? String((labels as Record<string, unknown>)[value]) : null;

/** 'room' → 'Room' / 'Kamer'. */
export function housingTypeLabel(type: string): string {
  return labelIn(optionText.housingTypes, type.toLowerCase()) ?? capitalize(type);
}

/** 'dutch' → 'Dutch' / 'Nederlands'. */
export function languageLabel(language: string): string {
  return labelIn(optionText.languages, language.toLowerCase()) ?? capitalize(language);
}
