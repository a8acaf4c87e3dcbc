import type { ListingRow } from '../../domain/listings/listing.ts';
import { summarizeListing, type ListingSummary } from '../../domain/listings/listing-summary.ts';
import { euroLabel, housingTypeLabel, languageLabel } from '../../domain/listings/option-labels.ts';
import { formatRoommates, formatSize } from '../../domain/listings/format.ts';
import { availabilityText, furnishingText } from '../../domain/listings/rental-terms-text.ts';
import { appTexts, factText } from '../../i18n/messages.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

type Props = { listing: ListingRow; nowMs: number };

function requirements(listing: ListingRow): string[] {
  const found: string[] = [];
  const { minimum_age: min, maximum_age: max } = listing;
  if (typeof min === 'number' && typeof max === 'number') found.push(factText.ageRange({ min, max }));
  else if (typeof min === 'number') found.push(factText.ageFrom({ min }));
  else if (typeof max === 'number') found.push(factText.ageTo({ max }));
  if (listing.gender_preference === 'female') found.push(factText.femaleTenants);
  if (listing.gender_preference === 'male') found.push(factText.maleTenants);
  const languages = (listing.language_requirements ?? []).filter(
    (language) => typeof language === 'string' && language.trim() !== '',
  );
  if (languages.length > 0)
    found.push(
      factText.speaks({
        languages: languages.map((language) => languageLabel(language, appTexts)).join(factText.languageOr),
      }),
    );
  return found;
}

/** The deposit under its term: '€1,550', or 'No deposit' when the post says there is none. */
function depositValue({ deposit }: ListingSummary): string | null {
  if (deposit === null) return null;
  return deposit === 0 ? factText.noDeposit : euroLabel(deposit, appTexts);
}

function registrationValue({ registration }: ListingSummary): string | null {
  if (registration === null) return null;
  return registration ? factText.registrationPossible : factText.registrationNotPossible;
}

/**
 * The facts of a listing as a description list; missing facts are left out rather than guessed. The bills
 * stand under the rent (the detail page), which they split.
 */
export function ListingFacts({ listing, nowMs }: Props) {
  const terms = summarizeListing(listing);
  const rows: Array<[string, string | null]> = [
    [factText.depositTerm, depositValue(terms)],
    [factText.furnishingTerm, furnishingText(terms.furnishing, appTexts)],
    [factText.registrationTerm, registrationValue(terms)],
    [factText.roomSize, formatSize(listing.room_size_m2, appTexts)],
    [factText.houseSize, formatSize(listing.house_total_size_m2, appTexts)],
    [factText.roommatesTerm, formatRoommates(listing.amount_of_roommates, appTexts)],
    [factText.type, listing.listing_type ? housingTypeLabel(listing.listing_type, appTexts) : null],
    [
      factText.availability,
      availabilityText(listing.available_from, listing.available_until, nowMs, currentLanguage(), appTexts),
    ],
    [
      factText.subrent,
      typeof listing.is_subrent === 'string' && listing.is_subrent.toLowerCase() === 'yes' ? factText.yes : null,
    ],
    [factText.requirements, requirements(listing).join(' · ') || null],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
