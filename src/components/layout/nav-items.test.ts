import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items.ts';

const labels = (isSignedIn: boolean, compact: boolean) => navItemsFor(isSignedIn, compact).map((item) => item.label);

describe('navItemsFor', () => {
  it('offers sign-in and a free account to visitors', () => {
    expect(labels(false, false)).toEqual(['Listings', 'How It Works', 'Pricing', 'Sign In', 'Create Free Account']);
  });
  it('says Sign Up in the compact menu', () => {
    expect(labels(false, true)).toEqual(['Listings', 'How It Works', 'Pricing', 'Sign In', 'Sign Up']);
  });
  it('offers alerts, subscription, account and sign-out to members, the same in both menus', () => {
    const expected = ['Listings', 'Get Room Alerts', 'How It Works', 'Subscription', 'My Account', 'Sign Out'];
    expect(labels(true, false)).toEqual(expected);
    expect(labels(true, true)).toEqual(expected);
  });
  it('sends Create Free Account to the sign-up tab', () => {
    const cta = navItemsFor(false, false).at(-1);
    expect(cta).toMatchObject({ to: '/auth', search: { tab: 'signup' } });
  });
});
