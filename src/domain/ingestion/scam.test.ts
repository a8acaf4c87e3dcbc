import { describe, expect, it } from 'vitest';
import type { ListingType } from './listing-type.ts';
import { isLikelyScam, scamSignals } from './scam.ts';
import { foldText } from './text.ts';

const facts: { rent: number; houseSize: number; listingType: ListingType; city: string } = {
  rent: 900,
  houseSize: 60,
  listingType: 'apartment',
  city: 'Amsterdam',
};
const signals = (text: string, overrides: Partial<typeof facts> = {}) =>
  scamSignals(foldText(text), { ...facts, ...overrides });

describe('scam signals', () => {
  it('names each red flag', () => {
    expect(
      signals(
        'Pay the deposit first to reserve, then I send the keys by DHL. I am currently working in Dubai for my company.',
      ),
    ).toEqual(expect.arrayContaining(['pay_before_viewing', 'keys_by_mail', 'landlord_abroad']));
    expect(signals('Payment via Western Union only')).toContain('money_transfer_service');
    expect(signals('Viewing is not possible at the moment')).toContain('no_viewing');
    expect(signals('Contact me on WhatsApp only +44 7700 900000')).toContain('off_platform_contact');
    expect(signals('Send a copy of your passport')).toContain('identity_documents_requested');
    expect(signals('Lots of interest so be fast!')).toContain('pressure_to_be_fast');
  });

  it('compares the rent with what the area usually asks', () => {
    expect(signals('Apartment 80 m2 in Oud-Zuid', { rent: 700, houseSize: 80 })).toContain('rent_far_below_area');
    expect(signals('Apartment 80 m2 in Oud-Zuid', { rent: 2100, houseSize: 80 })).not.toContain('rent_far_below_area');
    expect(signals('Anti-kraak ruimte', { rent: 250, houseSize: 40 })).not.toContain('rent_far_below_area');
  });

  it('flags money up front with another flag, or three flags, never one honest trait alone', () => {
    expect(isLikelyScam(['pay_before_viewing', 'landlord_abroad'])).toBe(true);
    expect(isLikelyScam(['no_viewing', 'keys_by_mail', 'landlord_abroad'])).toBe(true);
    expect(isLikelyScam(['landlord_abroad'])).toBe(false);
    expect(isLikelyScam(['off_platform_contact', 'pressure_to_be_fast'])).toBe(false);
    expect(
      isLikelyScam(
        signals('Subletting my room while I am on exchange in Seoul, €600, viewings on Sunday', {
          listingType: 'room',
          rent: 600,
        }),
      ),
    ).toBe(false);
  });
});
