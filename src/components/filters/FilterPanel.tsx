import { memo, useCallback } from 'react';
import { DEFAULT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import type { OptionLists } from '../../domain/listings/option-lists.ts';
import {
  ageFromChoices,
  ageToChoices,
  genderChoices,
  houseSizeFromChoices,
  houseSizeToChoices,
  recencyChoices,
  rentFromChoices,
  rentToChoices,
  roomSizeFromChoices,
  roomSizeToChoices,
  roommateChoices,
  stayChoices,
  subrentChoices,
} from '../../domain/listings/filter-choices.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { HousingTypeChoice } from './HousingTypeChoice.tsx';
import { AreaControl } from '../areas/AreaControl.tsx';
import { filtersAtom } from '../../data/browser/index.ts';
import { useAtom } from '../../state/store.ts';
import { filterText, optionText } from '../../domain/messages.ts';
import { cityChoices, languageLabel } from '../../domain/listings/option-labels.ts';

type Props = { options: OptionLists };

type NumericKey =
  | 'minPrice'
  | 'maxPrice'
  | 'minRoomSize'
  | 'maxRoomSize'
  | 'minHouseSize'
  | 'maxHouseSize'
  | 'minAge'
  | 'maxAge'
  | 'maxRoommates';

/**
 * Every control of the listing filter, each bound to the filters atom: a change is in the atom (and the
 * session) at once; the list follows once the filters settle (useFilteredListings, the spec's debounce).
 * Drawn again only when the filters or the option lists change, not with every answer the screen gets
 * (forty controls on a phone's main thread, each time the first copy moves on).
 */
export const FilterPanel = memo(function FilterPanel({ options }: Props) {
  const [filters, setFilters] = useAtom(filtersAtom);
  const set = useCallback(
    <K extends keyof FilterState>(key: K, value: FilterState[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    [setFilters],
  );
  const numeric = (key: NumericKey, label: string, choices: readonly { value: string; label: string }[]) => (
    <SelectField
      label={label}
      options={choices}
      value={String(filters[key])}
      onChange={(event) => set(key, Number(event.target.value))}
    />
  );

  return (
    <form aria-label={filterText.label} className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={filterText.city}
        options={cityChoices(options.cities)}
        value={filters.city}
        onChange={(event) => set('city', event.target.value)}
      />
      <AreaControl />
      <div className="grid grid-cols-2 gap-3">
        {numeric('minPrice', filterText.monthlyRentFrom, rentFromChoices)}
        {numeric('maxPrice', filterText.monthlyRentTo, rentToChoices)}
      </div>
      <HousingTypeChoice
        options={options.housingTypes}
        value={filters.housingTypes}
        onChange={(value) => set('housingTypes', value)}
      />
      <div className="grid grid-cols-2 gap-3">
        {numeric('minRoomSize', filterText.roomSizeFrom, roomSizeFromChoices)}
        {numeric('maxRoomSize', filterText.roomSizeTo, roomSizeToChoices)}
        {numeric('minHouseSize', filterText.houseSizeFrom, houseSizeFromChoices)}
        {numeric('maxHouseSize', filterText.houseSizeTo, houseSizeToChoices)}
        {numeric('minAge', filterText.ageFrom, ageFromChoices)}
        {numeric('maxAge', filterText.ageTo, ageToChoices)}
      </div>
      {numeric('maxRoommates', filterText.maxRoommates, roommateChoices)}
      <SelectField
        label={filterText.genderPreference}
        options={genderChoices}
        value={filters.genderPreference}
        onChange={(event) => set('genderPreference', event.target.value as FilterState['genderPreference'])}
      />
      <SelectField
        label={filterText.subrent}
        options={subrentChoices}
        value={filters.isSubrent}
        onChange={(event) => set('isSubrent', event.target.value as FilterState['isSubrent'])}
      />
      <TextField
        label={filterText.availableFrom}
        type="date"
        value={filters.availableFrom ?? ''}
        onChange={(event) => set('availableFrom', event.target.value === '' ? null : event.target.value)}
      />
      <SelectField
        label={filterText.durationOfStay}
        options={stayChoices}
        value={filters.lengthStay}
        onChange={(event) => set('lengthStay', event.target.value as FilterState['lengthStay'])}
      />
      <SelectField
        label={filterText.postRecency}
        options={recencyChoices}
        value={filters.postRecency}
        onChange={(event) => set('postRecency', event.target.value as FilterState['postRecency'])}
      />
      <SelectField
        label={filterText.language}
        options={options.languages.map((language) => ({
          value: language,
          label: language === 'any' ? optionText.any : languageLabel(language),
        }))}
        value={filters.language}
        onChange={(event) => set('language', event.target.value)}
      />
      <Button variant="outline" onClick={() => setFilters({ ...DEFAULT_FILTERS })}>
        {filterText.reset}
      </Button>
    </form>
  );
});
