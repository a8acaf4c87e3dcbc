// One filter's control, drawn from its row of the filter table (src/domain/filters/filter-table.ts): the filter
// panel (list and map), the alert form and onboarding draw every filter through it, so a filter added to the
// table shows in each scope that offers it, with that scope's options and the same labels.
import type { FilterKey, FilterScope } from '../../domain/filters/filter-table.ts';
import { filterRow, valuesIn } from '../../domain/filters/filter-table.ts';
import { valueChoices } from './filter-choices.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { cityChoices, languageLabel } from '../../domain/listings/option-labels.ts';
import { appTexts, filterText, optionText } from '../../i18n/messages.ts';
import { AlertAreas } from '../areas/AlertAreas.tsx';
import { AreaControl } from '../areas/AreaControl.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { HousingTypeChoice } from './HousingTypeChoice.tsx';
import { RangeEndField } from './RangeEndField.tsx';

export type SetFilter = <Key extends keyof FilterState>(key: Key, value: FilterState[Key]) => void;

/** What the data offers: the cities, housing types and languages found in the listings. */
export type DataOptions = { cities: readonly string[]; housingTypes: readonly string[]; languages?: readonly string[] };

type Props = {
  filterKey: FilterKey;
  scope: FilterScope;
  filters: FilterState;
  set: SetFilter;
  options: DataOptions;
  isDisabled?: boolean;
};

/** A filter's label in the language in use (a key of filterText in its row). */
function filterLabel(key: FilterKey): string {
  const label = filterRow(key).label;
  return label ? String((filterText as unknown as Record<string, unknown>)[label]) : '';
}

export function FilterField({ filterKey, scope, filters, set, options, isDisabled = false }: Props) {
  const row = filterRow(filterKey);
  const label = filterLabel(filterKey);
  const setAny = set as (key: FilterKey, value: unknown) => void;
  switch (row.control) {
    case 'city':
      return (
        <SelectField
          label={label}
          options={cityChoices(options.cities, appTexts)}
          value={filters.city}
          disabled={isDisabled}
          onChange={(event) => set('city', event.target.value)}
        />
      );
    case 'areas':
      return scope === 'panel' ? (
        <AreaControl />
      ) : (
        <AlertAreas areas={filters.areas} isDisabled={isDisabled} onChange={(areas) => set('areas', areas)} />
      );
    case 'housingTypes':
      return (
        <HousingTypeChoice
          options={options.housingTypes}
          value={filters.housingTypes}
          isDisabled={isDisabled}
          onChange={(value) => set('housingTypes', value)}
        />
      );
    case 'date':
      return (
        <TextField
          label={label}
          type="date"
          value={filters.availableFrom ?? ''}
          disabled={isDisabled}
          onChange={(event) => set('availableFrom', event.target.value === '' ? null : event.target.value)}
        />
      );
    case 'check':
      return (
        <CheckboxField
          label={label}
          checked={filters[filterKey] === 'yes'}
          disabled={isDisabled}
          onChange={(checked) => setAny(filterKey, checked ? 'yes' : 'any')}
        />
      );
    case 'range':
      return (
        <RangeEndField filterKey={filterKey} label={label} filters={filters} set={setAny} isDisabled={isDisabled} />
      );
    case 'language': {
      // The panel offers the languages the listings ask for; the alert form its own short list.
      const choices =
        scope === 'panel' && options.languages
          ? options.languages.map((language) => ({
              value: language,
              label: language === 'any' ? optionText.any : languageLabel(language, appTexts),
            }))
          : valueChoices(row.optionTexts, valuesIn(filterKey, scope));
      return (
        <SelectField
          label={label}
          options={choices}
          value={filters.language}
          disabled={isDisabled}
          onChange={(event) => set('language', event.target.value)}
        />
      );
    }
    case 'choice':
      return (
        <SelectField
          label={label}
          options={valueChoices(row.optionTexts, valuesIn(filterKey, scope))}
          value={String(filters[filterKey])}
          disabled={isDisabled}
          onChange={(event) => setAny(filterKey, event.target.value)}
        />
      );
  }
}
