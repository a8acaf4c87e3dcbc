import { useId, type InputHTMLAttributes } from 'react';
import { cn } from './cn.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string };

export function TextField({ label, className, ...rest }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={cn(
          'rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100',
          className,
        )}
        {...rest}
      />
    </div>
  );
}
