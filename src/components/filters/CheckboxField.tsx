import { useId } from 'react';

type Props = { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };

export function CheckboxField({ label, checked, disabled = false, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={disabled ? 'text-sm text-slate-500' : 'text-sm text-slate-800'}>
        {label}
      </label>
    </div>
  );
}
