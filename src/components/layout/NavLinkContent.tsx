import { Bell } from 'lucide-react';
import type { NavLinkItem } from './nav-items.ts';

type Props = { item: NavLinkItem };

/** A header link's label, with the pulsing bell on Get Room Alerts. */
export function NavLinkContent({ item }: Props) {
  return (
    <>
      {item.hasBell ? <Bell className="bell-pulse size-4 text-amber-600" aria-hidden="true" /> : null}
      {item.label}
    </>
  );
}
