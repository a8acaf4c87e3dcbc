// The header's items for each auth state (product spec section 2, "Header and footer").
import { navText } from '../../i18n/messages.ts';

export type NavLinkItem = {
  readonly kind: 'link';
  readonly label: string;
  readonly to: '/' | '/listings' | '/subscription' | '/auth' | '/get-room-alerts' | '/account';
  readonly search?: { readonly tab: 'signup' };
  readonly isCallToAction?: boolean;
  readonly hasBell?: boolean;
};
export type NavSignOutItem = { readonly kind: 'signOut'; readonly label: string };
export type NavItem = NavLinkItem | NavSignOutItem;

/** The header's items after the always-present Listings link; `compact` is the dropdown under 1024 px. */
export function navItemsFor(isSignedIn: boolean, compact: boolean): NavItem[] {
  const listings: NavItem = { kind: 'link', label: navText.listings, to: '/listings' };
  if (isSignedIn) {
    return [
      listings,
      { kind: 'link', label: navText.getRoomAlerts, to: '/get-room-alerts', hasBell: true },
      { kind: 'link', label: navText.howItWorks, to: '/' },
      { kind: 'link', label: navText.subscription, to: '/subscription' },
      { kind: 'link', label: navText.myAccount, to: '/account' },
      { kind: 'signOut', label: navText.signOut },
    ];
  }
  return [
    listings,
    { kind: 'link', label: navText.howItWorks, to: '/' },
    { kind: 'link', label: navText.pricing, to: '/subscription' },
    { kind: 'link', label: navText.signIn, to: '/auth' },
    {
      kind: 'link',
      label: compact ? navText.signUp : navText.createFreeAccount,
      to: '/auth',
      search: { tab: 'signup' },
      isCallToAction: true,
    },
  ];
}
