import { areSpecificTypesDisabled, toggleHousingType } from '../../domain/listings/housing-type-choice.ts';
import { capitalize } from '../../domain/listings/filter-choices.ts';
import { CheckboxField } from './CheckboxField.tsx';

type Props = { options: readonly string[]; value: string[]; onChange: (value: string[]) => void; isDisabled?: boolean };

/** 'Any Type' and the types found in the listings, with the spec's any/specific rules. */
export function HousingTypeChoice({ options, value, onChange, isDisabled = false }: Props) {
  const disabled = isDisabled || areSpecificTypesDisabled(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Housing Types</legend>
      <CheckboxField
        label="Any Type"
        checked={value.includes('any')}
        disabled={isDisabled}
        onChange={(checked) => onChange(toggleHousingType(value, 'any', checked))}
      />
      {options
        .filter((option) => option !== 'any')
        .map((option) => (
          <CheckboxField
            key={option}
            label={capitalize(option)}
            checked={value.includes(option)}
            disabled={disabled}
            onChange={(checked) => onChange(toggleHousingType(value, option, checked))}
          />
        ))}
    </fieldset>
  );
}
