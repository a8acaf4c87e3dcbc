import { toggleHousingType } from '../../domain/listings/housing-type-choice.ts';
import { housingTypeLabel } from '../../domain/listings/option-labels.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { appTexts, filterText } from '../../i18n/messages.ts';

type Props = { options: readonly string[]; value: string[]; onChange: (value: string[]) => void; isDisabled?: boolean };

/** 'Any Type' and the types found in the listings: ticking a type unticks 'Any Type' by itself (issue 35 item 5). */
export function HousingTypeChoice({ options, value, onChange, isDisabled = false }: Props) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{filterText.housingTypes}</legend>
      <CheckboxField
        label={filterText.anyType}
        checked={value.length === 0 || value.includes('any')}
        disabled={isDisabled}
        onChange={(checked) => onChange(toggleHousingType(value, 'any', checked))}
      />
      {options
        .filter((option) => option !== 'any')
        .map((option) => (
          <CheckboxField
            key={option}
            label={housingTypeLabel(option, appTexts)}
            checked={value.includes(option)}
            disabled={isDisabled}
            onChange={(checked) => onChange(toggleHousingType(value, option, checked))}
          />
        ))}
    </fieldset>
  );
}
