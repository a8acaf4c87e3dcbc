import type { ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
};

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Render the single child (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', asChild = false, className, type, ...rest }: Props) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variantClasses[variant],
    className,
  );
  if (asChild) return <Slot.Root className={classes} {...rest} />;
  return <button type={type ?? 'button'} className={classes} {...rest} />;
}
