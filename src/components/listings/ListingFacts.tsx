import type { ListingRow } from '../../domain/listings/listing.ts';
import { capitalize } from '../../domain/listings/filter-choices.ts';
import { formatRoommates, formatShortDate, formatSize } from '../../domain/listings/format.ts';

type Props = { listing: ListingRow };

function requirements(listing: ListingRow): string[] {
  const found: string[] = [];
  const { minimum_age: min, maximum_age: max } = listing;
  if (typeof min === 'number' && typeof max === 'number') found.push(`Age ${min} to ${max}`);
  else if (typeof min === 'number') found.push(`Age ${min} or older`);
  else if (typeof max === 'number') found.push(`Age up to ${max}`);
  if (listing.gender_preference === 'female' || listing.gender_preference === 'male')
    found.push(`${capitalize(listing.gender_preference)} tenants`);
  const languages = (listing.language_requirements ?? []).filter(
    (language) => typeof language === 'string' && language.trim() !== '',
  );
  if (languages.length > 0) found.push(`Speaks ${languages.map(capitalize).join(' or ')}`);
  return found;
}

/** The facts of a listing as a description list; missing facts are left out rather than guessed. */
export function ListingFacts({ listing }: Props) {
  const from = formatShortDate(listing.available_from);
  const until = formatShortDate(listing.available_until);
  const rows: Array<[string, string | null]> = [
    ['Room size', formatSize(listing.room_size_m2)],
    ['House size', formatSize(listing.house_total_size_m2)],
    ['Roommates', formatRoommates(listing.amount_of_roommates)],
    ['Type', listing.listing_type ? capitalize(listing.listing_type) : null],
    ['Availability', from ? (until ? `${from} to ${until}` : `From ${from}`) : null],
    ['Subrent', typeof listing.is_subrent === 'string' && listing.is_subrent.toLowerCase() === 'yes' ? 'Yes' : null],
    ['Requirements', requirements(listing).join(' · ') || null],
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
