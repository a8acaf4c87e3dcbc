import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import { controlClasses } from './field-classes.ts';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { label: string };

export function TextAreaField({ label, ...rest }: Props) {
  return <Field label={label}>{(id) => <textarea id={id} rows={6} className={controlClasses} {...rest} />}</Field>;
}
