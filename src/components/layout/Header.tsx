import { useAtomValue } from '../../state/store.ts';
import { isSignedInAtom } from '../../state/auth.ts';
import { DesktopNav } from './DesktopNav.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { navItemsFor } from './nav-items.ts';
import { useSignOut } from './useSignOut.ts';

export function Header() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const signOut = useSignOut();
  const handleSignOut = () => void signOut();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2 sm:gap-3">
          <DesktopNav items={navItemsFor(isSignedIn, false)} onSignOut={handleSignOut} />
          <LanguageSwitch />
          <MobileMenu items={navItemsFor(isSignedIn, true)} onSignOut={handleSignOut} />
        </div>
      </div>
    </header>
  );
}
