import { Link } from '@tanstack/react-router';
import { cn } from '../ui/cn.ts';
import { NavLinkContent } from './NavLinkContent.tsx';
import type { NavItem } from './nav-items.ts';
import { navText } from '../../i18n/messages.ts';

type Props = { items: NavItem[]; onSignOut: () => void };

const linkBase = 'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium';
const inactive = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const active = 'bg-brand-50 text-brand-800';

export function DesktopNav({ items, onSignOut }: Props) {
  return (
    <nav aria-label={navText.main} className="hidden items-center gap-1 nav:flex">
      {items.map((item) =>
        item.kind === 'signOut' ? (
          <button key={item.label} type="button" onClick={onSignOut} className={cn(linkBase, inactive)}>
            {item.label}
          </button>
        ) : (
          <Link
            key={item.label}
            to={item.to}
            search={item.search ?? {}}
            activeOptions={{ exact: item.to === '/', includeSearch: item.to === '/auth' }}
            className={cn(linkBase, item.isCallToAction ? 'bg-brand-700 text-white hover:bg-brand-800' : inactive)}
            activeProps={{ 'aria-current': 'page', className: item.isCallToAction ? 'ring-2 ring-brand-900' : active }}
          >
            <NavLinkContent item={item} />
          </Link>
        ),
      )}
    </nav>
  );
}
