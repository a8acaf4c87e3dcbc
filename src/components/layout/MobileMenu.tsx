import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import { Menu } from 'lucide-react';
import { navText } from '../../i18n/messages.ts';
import type { NavItem } from './nav-items.ts';

type Props = { items: NavItem[]; onSignOut: () => void };

// The dropdown (Radix's menu with its positioning, focus and dismissal code, a tenth of the first screen's
// script) loads when the menu is first asked for; pointing at the button or focusing it fetches it early.
const loadDropdown = () => import('./MobileMenuDropdown.tsx');
const MobileMenuDropdown = lazy(loadDropdown);

const triggerClassName =
  'inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100';
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The header's items in a dropdown, for widths up to 1024 px. */
export function MobileMenu({ items, onSignOut }: Props) {
  // How the menu was first asked for: from the keyboard, it opens on its first item (as a menu button does).
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const closedButton = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={triggerClassName}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onPointerDown={(event) => {
        if (event.button === 0) setOpenedBy('pointer');
      }}
      // A screen reader activates with a click alone (no pointer down, detail 0): open on the first item.
      onClick={(event) => {
        if (event.detail === 0) setOpenedBy('keyboard');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpenedBy('keyboard');
      }}
    >
      <Menu className="size-5" aria-hidden="true" />
      {navText.menu}
    </button>
  );
  return (
    <div className="nav:hidden">
      {openedBy ? (
        <Suspense fallback={closedButton}>
          <MobileMenuDropdown
            items={items}
            onSignOut={onSignOut}
            triggerClassName={triggerClassName}
            focusFirstItem={openedBy === 'keyboard'}
          />
        </Suspense>
      ) : (
        closedButton
      )}
    </div>
  );
}
