import { useId, type SelectHTMLAttributes } from 'react';

export type SelectOption = { readonly value: string; readonly label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; options: readonly SelectOption[] };

/** A labelled native select: the platform's own picker is the most usable one on phones. */
export function SelectField({ label, options, ...rest }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100"
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
