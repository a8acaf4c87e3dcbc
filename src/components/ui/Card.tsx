import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

type Props = HTMLAttributes<HTMLElement>;

export function Card({ className, ...rest }: Props) {
  return <section className={cn('rounded-xl border border-slate-200 bg-white p-6 shadow-sm', className)} {...rest} />;
}
