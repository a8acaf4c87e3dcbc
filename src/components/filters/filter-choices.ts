// The option lists of the filter table (src/domain/filters/filter-table.ts) as the selects offer them, in the
// language in use: rent in euros, sizes in m², 'Any' and 'No max' at the ends, the enumerated filters' values
// by their labels. A label is read when the choice is shown, so the same lists follow the language in use.
import { currentLanguage } from '../../i18n/i18n.ts';
import { appTexts, optionText } from '../../i18n/messages.ts';
import type { NumberChoices } from '../../domain/filters/filter-table.ts';
import { capitalize, euroLabel, labelFor, sizeLabel as squareMetres } from '../../domain/listings/option-labels.ts';

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

/** A number as a range's select shows it: 'Any', 'No max', '5+', '€900', '25 m²', '30'. */
export const numberLabel = (spec: NumberChoices, value: number): string => {
  if (value === spec.any) return optionText.any;
  if (value === spec.noMax) return optionText.noMax;
  if (value === spec.andMore) return `${value}+`;
  if (spec.unit === 'euro') return euroLabel(value, appTexts);
  return spec.unit === 'm2' ? squareMetres(value) : String(value);
};

const numberLists = new WeakMap<NumberChoices, Choice[]>();

/** A 'range' filter's numbers as choices (made once per list; their labels follow the language). */
export function numberChoices(spec: NumberChoices): Choice[] {
  let choices = numberLists.get(spec);
  if (!choices) {
    choices = spec.values.map((value) => choice(String(value), () => numberLabel(spec, value)));
    numberLists.set(spec, choices);
  }
  return choices;
}

/** What a stored value of an enumerated filter reads as: 'any' as the group's own word or 'Any'. */
export function valueLabel(group: string | undefined, value: string): string {
  const labels =
    group && Object.hasOwn(optionText, group) ? (optionText as unknown as Record<string, object>)[group] : {};
  const label = labelFor(labels ?? {}, value);
  if (label !== null) return label;
  return value === 'any' ? optionText.any : capitalize(value);
}

const valueLists = new Map<string, Choice[]>();

/** A 'choice' filter's values as choices (made once per list; their labels follow the language). */
export function valueChoices(group: string | undefined, values: readonly string[]): Choice[] {
  const key = `${group ?? ''}:${values.join('|')}`;
  let choices = valueLists.get(key);
  if (!choices) {
    choices = values.map((value) => choice(value, () => valueLabel(group, value)));
    valueLists.set(key, choices);
  }
  return choices;
}
