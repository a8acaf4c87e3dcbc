import { AlertTriangle } from 'lucide-react';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import { housingTypeLabel } from '../../domain/listings/option-labels.ts';
import { availableFromText } from '../../domain/listings/rental-terms-text.ts';
import { appTexts, factText } from '../../i18n/messages.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

type Props = { listing: ListingSummary; isNew?: boolean; nowMs: number };

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

export function ListingBadges({ listing, isNew = false, nowMs }: Props) {
  // 'Available now' once the date has come: a past date tells a renter nothing more.
  const available = availableFromText(listing.availableFrom, nowMs, currentLanguage(), appTexts);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={factText.details}>
      {isNew ? <li className={`${badge} bg-emerald-100 text-emerald-900`}>{factText.new}</li> : null}
      {listing.listingType ? (
        <li className={`${badge} bg-brand-50 text-brand-800`}>{housingTypeLabel(listing.listingType, appTexts)}</li>
      ) : null}
      {listing.isSubrent ? <li className={`${badge} bg-violet-100 text-violet-900`}>{factText.subrent}</li> : null}
      {available ? <li className={`${badge} bg-slate-100 text-slate-800`}>{available}</li> : null}
      {listing.scamSignals.length > 0 ? (
        <li className={`${badge} inline-flex items-center gap-1 bg-amber-100 text-amber-900`}>
          <AlertTriangle className="size-3" aria-hidden="true" />
          {factText.possibleScam}
        </li>
      ) : null}
    </ul>
  );
}
