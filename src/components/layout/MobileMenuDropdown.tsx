import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { Menu } from 'lucide-react';
import { navText } from '../../i18n/messages.ts';
import { NavLinkContent } from './NavLinkContent.tsx';
import type { NavItem } from './nav-items.ts';

type Props = { items: NavItem[]; onSignOut: () => void; triggerClassName: string; focusFirstItem: boolean };

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** The header's items in a dropdown, loaded by MobileMenu when first asked for, and open when it appears. */
export default function MobileMenuDropdown({ items, onSignOut, triggerClassName, focusFirstItem }: Props) {
  // Opened from the keyboard before this code was here, which Radix could not see: when it focuses the
  // menu, the first item takes the focus instead, as a menu button's does.
  const isFirstItemDue = useRef(focusFirstItem);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={triggerClassName}>
        <Menu className="size-5" aria-hidden="true" />
        {navText.menu}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          onFocus={(event) => {
            if (!isFirstItemDue.current || event.target !== event.currentTarget) return;
            isFirstItemDue.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          {items.map((item) =>
            item.kind === 'signOut' ? (
              <DropdownMenu.Item key={item.label} className={itemClass} onSelect={onSignOut}>
                {item.label}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} asChild className={itemClass}>
                <Link
                  to={item.to}
                  search={item.search ?? {}}
                  activeOptions={{ exact: item.to === '/', includeSearch: item.to === '/auth' }}
                  activeProps={{ 'aria-current': 'page', className: 'font-semibold text-brand-800' }}
                >
                  <NavLinkContent item={item} />
                </Link>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
