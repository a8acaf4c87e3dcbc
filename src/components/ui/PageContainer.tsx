import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type Props = { children: ReactNode; className?: string };

/** The centred column every page sits in. */
export function PageContainer({ children, className }: Props) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6', className)}>{children}</div>;
}
