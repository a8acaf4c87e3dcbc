import { Link } from '@tanstack/react-router';
import { Radar } from 'lucide-react';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import { navText } from '../../i18n/messages.ts';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800" aria-label={navText.home}>
      <Radar className="size-7" aria-hidden="true" />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
