// Red flags of the scams that concentrate in housing groups. Each is named so the listing can say why it
// warns; a single flag (a tenant abroad subletting, a WhatsApp number) is common in honest posts, so a post is
// flagged only when money is asked up front together with another flag, or when three flags meet.
import type { ListingType } from './listing-type.ts';

export type ScamSignal =
  | 'pay_before_viewing'
  | 'money_transfer_service'
  | 'landlord_abroad'
  | 'no_viewing'
  | 'keys_by_mail'
  | 'off_platform_contact'
  | 'identity_documents_requested'
  | 'pressure_to_be_fast'
  | 'rent_far_below_area'
  // Found at ingest from the photos, not the text (photo-reuse.ts).
  | 'reused_photos';

const SIGNAL_PATTERNS: ReadonlyArray<readonly [ScamSignal, RegExp]> = [
  [
    'pay_before_viewing',
    /\b(?:send|pay|transfer|wire|deposit|overmaken|maak\s+\w+\s+over|betaal|betalen|storten)\b[^.!?\n]{0,60}\b(?:deposit|first\s+month|borg|eerste\s+maand|reservation|reservering|to\s+reserve|om\s+te\s+reserveren|in\s+advance|vooraf|before\s+(?:the\s+)?(?:viewing|you\s+see))|\b(?:deposit|borg)\b[^.!?\n]{0,40}\b(?:first|eerst|before|vooraf|in\s+advance|to\s+reserve)\b|\bonce\s+you\s+(?:send|pay|transfer)\b/,
  ],
  [
    'money_transfer_service',
    /\b(?:western\s+union|moneygram|money\s+gram|ria\s+money|worldremit|bitcoin|crypto|gift\s*cards?|cadeaukaart|paypal\s+friends|via\s+airbnb|through\s+airbnb|airbnb\s+(?:payment|will\s+hold))\b/,
  ],
  [
    'landlord_abroad',
    /\b(?:i\s+am|i'?m|we\s+are|we'?re)\s+(?:currently\s+)?(?:working\s+|living\s+|staying\s+)?(?:in|abroad)\b(?!\s+(?:amsterdam|rotterdam|utrecht|the\s+netherlands|holland))[^.!?\n]{0,30}\b(?:so\s+i\s+(?:can'?t|cannot|can\s+not)|for\s+work|oil|company|abroad)|\b(?:moved|relocated|verhuisd)\s+(?:to|naar)\s+(?!amsterdam|rotterdam|utrecht|den\s+haag)[a-z]+\b[^.!?\n]{0,40}\b(?:for\s+work|with\s+my\s+family|voor\s+(?:mijn\s+)?werk)|\bbecause\s+i\s+am\s+abroad\b|\bi\s+live\s+in\s+(?!amsterdam|rotterdam|utrecht|den\s+haag|the\s+netherlands)[a-z]+\s+now\b|\bik\s+woon\s+(?:nu\s+)?in\s+het\s+buitenland\b/,
  ],
  [
    'no_viewing',
    /\b(?:can\s*not|cannot|can'?t|unable\s+to)\s+(?:show|do\s+(?:a\s+)?viewings?|meet|give\s+a\s+viewing)|\bviewings?\s+(?:is\s+|are\s+)?not\s+possible|\bno\s+viewings?\b|\bgeen\s+bezichtiging\w*|\bbezichtig\w*\s+(?:is\s+)?niet\s+mogelijk/,
  ],
  [
    'keys_by_mail',
    /\b(?:keys?|sleutels?)\b[^.!?\n]{0,30}\b(?:by|per|via|with)\s+(?:post|mail|dhl|ups|fedex|courier|koerier)\b|\b(?:mail|send|post|opsturen|sturen)\s+(?:you\s+|je\s+|u\s+)?(?:the\s+|de\s+)?(?:keys?|sleutels?)\b/,
  ],
  [
    'off_platform_contact',
    /\b(?:whatsapp|telegram|signal)\s+only\b|\bonly\s+(?:via\s+|on\s+|through\s+)?(?:whatsapp|telegram|e-?mail)\b|\+(?!31)\d{2}[\s\d]{7,}/,
  ],
  [
    'identity_documents_requested',
    /\b(?:copy|scan|photo|kopie|foto)\s+(?:of\s+|van\s+)?(?:your\s+|je\s+|uw\s+)?(?:id|passport|paspoort|identiteitsbewijs|id-?kaart)\b/,
  ],
  [
    'pressure_to_be_fast',
    /\b(?:be\s+fast|lots\s+of\s+(?:interest|people|requests)|many\s+(?:interested|requests)|first\s+come,?\s+first\s+serve\w*|wees\s+er\s+snel\s+bij|veel\s+interesse|act\s+(?:fast|quickly|now))\b/,
  ],
];

// Rough monthly rents a fair offer starts from (euros), below which half the price is suspicious.
const CHEAPEST_FAIR: Readonly<Record<string, { roomPerMonth: number; wholePerM2: number }>> = {
  Amsterdam: { roomPerMonth: 550, wholePerM2: 20 },
  Utrecht: { roomPerMonth: 450, wholePerM2: 17 },
  'Den Haag': { roomPerMonth: 450, wholePerM2: 16 },
  Rotterdam: { roomPerMonth: 400, wholePerM2: 15 },
  Haarlem: { roomPerMonth: 450, wholePerM2: 17 },
  Amstelveen: { roomPerMonth: 500, wholePerM2: 18 },
  Leiden: { roomPerMonth: 400, wholePerM2: 16 },
  Delft: { roomPerMonth: 380, wholePerM2: 15 },
};
const DEFAULT_FAIR = { roomPerMonth: 350, wholePerM2: 12 };

function rentFarBelowArea(folded: string, facts: ScamFacts): boolean {
  if (facts.rent === null || /\banti-?kraak\b|\bleegstandsbeheer\b/.test(folded)) return false;
  const fair = (facts.city !== null ? CHEAPEST_FAIR[facts.city] : undefined) ?? DEFAULT_FAIR;
  if (facts.listingType === 'room') return facts.rent < fair.roomPerMonth * 0.6;
  if (
    (facts.listingType === 'apartment' || facts.listingType === 'house' || facts.listingType === 'studio') &&
    facts.houseSize !== null
  ) {
    return facts.rent < fair.wholePerM2 * facts.houseSize * 0.6;
  }
  return false;
}

export type ScamFacts = { rent: number | null; houseSize: number | null; listingType: string; city: string | null };

/** The named red flags present in an offer. */
export function scamSignals(folded: string, facts: ScamFacts & { listingType: ListingType }): ScamSignal[] {
  const signals = SIGNAL_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([signal]) => signal);
  if (rentFarBelowArea(folded, facts)) signals.push('rent_far_below_area');
  return signals;
}

/**
 * Whether the flags together make the offer a likely scam. Another offer's photos are enough on their own:
 * an honest poster has no reason to show a flat in another city or someone else's rooms.
 */
export function isLikelyScam(signals: readonly ScamSignal[]): boolean {
  const moneyFirst = signals.includes('pay_before_viewing') || signals.includes('money_transfer_service');
  return signals.includes('reused_photos') || (moneyFirst && signals.length >= 2) || signals.length >= 3;
}
