type Props = { message: string | null };

/** An inline validation message, announced to screen readers when it appears. */
export function FormError({ message }: Props) {
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
