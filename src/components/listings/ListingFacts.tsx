import type { ListingRow } from '../../domain/listings/listing.ts';
import { housingTypeLabel, languageLabel } from '../../domain/listings/option-labels.ts';
import { formatRoommates, formatShortDate, formatSize } from '../../domain/listings/format.ts';
import { factText } from '../../domain/messages.ts';

type Props = { listing: ListingRow };

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
    found.push(factText.speaks({ languages: languages.map(languageLabel).join(factText.languageOr) }));
  return found;
}

/** The facts of a listing as a description list; missing facts are left out rather than guessed. */
export function ListingFacts({ listing }: Props) {
  const from = formatShortDate(listing.available_from);
  const until = formatShortDate(listing.available_until);
  const rows: Array<[string, string | null]> = [
    [factText.roomSize, formatSize(listing.room_size_m2)],
    [factText.houseSize, formatSize(listing.house_total_size_m2)],
    [factText.roommatesTerm, formatRoommates(listing.amount_of_roommates)],
    [factText.type, listing.listing_type ? housingTypeLabel(listing.listing_type) : null],
    [factText.availability, from ? (until ? factText.fromTo({ from, until }) : factText.from({ from })) : null],
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
