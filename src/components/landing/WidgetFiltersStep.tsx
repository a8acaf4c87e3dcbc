import type { FilterState } from '../../domain/listings/filter-state.ts';
import type { OptionLists } from '../../domain/listings/option-lists.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { Button } from '../ui/Button.tsx';
import {
  cityOptions,
  housingTypeOptions,
  housingTypesFromValue,
  housingTypeValue,
  maxRentOptions,
} from './widget-options.ts';
import { filterText, landingText } from '../../i18n/messages.ts';

type Props = {
  filters: FilterState;
  /** The data's option lists, or null while the device has no listings yet. */
  options: OptionLists | null;
  onChange: (filters: FilterState) => void;
  onNext: () => void;
};

/** The widget's first step: maximum rent, city and housing type, which are the listing filters' own. */
export function WidgetFiltersStep({ filters, options, onChange, onNext }: Props) {
  const housingType = housingTypeValue(filters.housingTypes);
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={landingText.maxRent}
        options={maxRentOptions()}
        value={String(filters.maxPrice)}
        onChange={(event) => onChange({ ...filters, maxPrice: Number(event.target.value) })}
      />
      <SelectField
        label={filterText.city}
        options={cityOptions(options?.cities ?? [], filters.city)}
        value={filters.city}
        onChange={(event) => onChange({ ...filters, city: event.target.value })}
      />
      <SelectField
        label={landingText.housingType}
        options={housingTypeOptions(options?.housingTypes ?? [], housingType)}
        value={housingType}
        onChange={(event) => onChange({ ...filters, housingTypes: housingTypesFromValue(event.target.value) })}
      />
      <Button onClick={onNext} className="self-end">
        {landingText.next}
      </Button>
    </div>
  );
}
