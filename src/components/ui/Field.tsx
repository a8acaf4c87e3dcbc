import { useId, type ReactNode } from 'react';

type Props = { label: string; children: (id: string) => ReactNode };

/** A label above its control; the control receives the id that ties the two together. */
export function Field({ label, children }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
