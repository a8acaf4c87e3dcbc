import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import { controlClasses } from './field-classes.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { label: string };

export function TextField({ label, ...rest }: Props) {
  return <Field label={label}>{(id) => <input id={id} className={controlClasses} {...rest} />}</Field>;
}
