import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import { controlClasses } from './field-classes.ts';

export type SelectOption = { readonly value: string; readonly label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  options: readonly SelectOption[];
};

/** A labelled native select: the platform's own picker is the most usable one on phones. */
export function SelectField({ label, options, ...rest }: Props) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={controlClasses} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
