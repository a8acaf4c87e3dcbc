import { SelectField } from '../ui/SelectField.tsx';
import { Button } from '../ui/Button.tsx';
import { cityOptions, housingTypeOptions, maxRentOptions } from './widget-options.ts';

export type WidgetFilters = { maxPrice: string; city: string; housingType: string };

type Props = {
  filters: WidgetFilters;
  onChange: (filters: WidgetFilters) => void;
  onNext: () => void;
};

export function WidgetFiltersStep({ filters, onChange, onNext }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Maximum monthly rent"
        options={maxRentOptions}
        value={filters.maxPrice}
        onChange={(event) => onChange({ ...filters, maxPrice: event.target.value })}
      />
      <SelectField
        label="City"
        options={cityOptions([])}
        value={filters.city}
        onChange={(event) => onChange({ ...filters, city: event.target.value })}
      />
      <SelectField
        label="Housing type"
        options={housingTypeOptions([])}
        value={filters.housingType}
        onChange={(event) => onChange({ ...filters, housingType: event.target.value })}
      />
      <Button onClick={onNext} className="self-end">
        Next
      </Button>
    </div>
  );
}
