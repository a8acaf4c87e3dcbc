import { describe, expect, it } from 'vitest';
import { alertPlan } from './alert-plan.ts';
import type { AlertRecipient, ListingWithModified } from './match-alerts.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

const listing = (id: number, rent: number): ListingWithModified => ({
  id,
  _modified: 100 + id,
  post_type: 'HAS_HOUSING_AVAILABLE',
  latitude: 52.37,
  longitude: 4.89,
  is_unavailable_or_double: null,
  listing_type: 'room',
  city_of_group: 'Amsterdam',
  rent_on_monthly_basis: rent,
  created_at: new Date(NOW - 3600_000).toISOString(),
});

const search = (
  user: string,
  name: string,
  priceMax: number,
  channels: AlertRecipient['channels'],
): AlertRecipient => ({
  user_id: user,
  email: `${user}@example.org`,
  first_name: null,
  last_listing_modified: 0,
  alert: { name, price_max: priceMax },
  channels,
  language: 'en',
});

describe('alertPlan: what a run sends each member', () => {
  const listings = [listing(1, 600), listing(2, 900), listing(3, 1400)];
  const plan = alertPlan(
    [
      search('ana', 'Cheap', 700, 'email'),
      search('ana', 'Mid', 1000, 'push'),
      search('ben', 'Any', 2000, 'both'),
      search('cas', 'Nothing', 300, 'email'),
    ],
    listings,
    NOW,
  );

  it.each([
    ['ana', { byEmail: true, byPush: true, toMail: [1], toPush: [2, 1] }],
    ['ben', { byEmail: true, byPush: true, toMail: [3, 2, 1], toPush: [3, 2, 1] }],
    ['cas', { byEmail: true, byPush: false, toMail: [], toPush: [] }],
  ] as const)('%s', (user, expected) => {
    const member = plan.get(user);
    expect({
      byEmail: member?.byEmail,
      byPush: member?.byPush,
      toMail: member?.toMail.map((item) => item.id),
      toPush: member?.toPush.map((item) => item.id),
    }).toEqual(expected);
  });

  it('has one entry per member, and names the searches only of a member with several', () => {
    expect([...plan.keys()]).toEqual(['ana', 'ben', 'cas']);
    expect(plan.get('ana')?.searchNames(1)).toEqual(['Cheap', 'Mid']);
    expect(plan.get('ana')?.searchNames(2)).toEqual(['Mid']);
    expect(plan.get('ben')?.searchNames(1)).toEqual([]);
  });
});
