type Props = { label: string };

export function Spinner({ label }: Props) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-12 text-slate-700">
      <span
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
