import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { MessageSquareText } from 'lucide-react';
import { formatViewingTime, type FollowUp, type FollowUpFields } from '../../domain/follow-up/follow-up.ts';
import { listingLink } from '../../domain/follow-up/viewing-calendar.ts';
import { cardFacts, formatPlace, formatRent } from '../../domain/listings/format.ts';
import { billsText, cardTerms } from '../../domain/listings/rental-terms-text.ts';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';
import { CARD_PHOTO_PX } from '../../domain/listings/photo-address.ts';
import { appTexts, followUpText } from '../../i18n/messages.ts';
import type { GoneReason } from '../../data/account/index.ts';
import { useLanguage } from '../../state/language.ts';
import { FavoriteButton } from '../listings/FavoriteButton.tsx';
import { ListingBadges } from '../listings/ListingBadges.tsx';
import { ListingImage } from '../listings/ListingImage.tsx';
import { useMountTime } from '../listings/useMountTime.ts';
import { OriginalPostButton } from '../listings/OriginalPostButton.tsx';
import { Button } from '../ui/Button.tsx';
import { FollowUpForm } from './FollowUpForm.tsx';
import { ReplyComposer } from './ReplyComposer.tsx';
import { ViewingCalendarButton } from './ViewingCalendarButton.tsx';

type Props = {
  followUp: FollowUp;
  card: ListingSummary | undefined;
  /** Why the listing left the device, or null while it is there. */
  gone: GoneReason | null;
  onSave: (listingId: number, fields: FollowUpFields) => Promise<void>;
};

/** One favorite on the follow-up board: the room, where the member stands with it, and what to do next. */
export function FollowUpCard({ followUp, card, gone, onSave }: Props) {
  const language = useLanguage();
  const [isReplying, setIsReplying] = useState(false);
  const id = followUp.listingId;
  const title = displayTitle(card?.title, id, appTexts);
  const place = card ? formatPlace(card.area, card.city) : null;
  const facts = card ? [card.city, ...cardFacts(card, appTexts)].filter(Boolean) : [];
  // The same terms as the list's card: bills as the rent's split, deposit, registration, furnishing.
  const bills = card ? billsText(card, appTexts) : null;
  const terms = card ? cardTerms(card, appTexts) : [];
  const nowMs = useMountTime();
  const viewingTime = formatViewingTime(followUp.viewingAt, language);
  const isViewingPlanned = followUp.status === 'viewing_planned' && followUp.viewingAt !== null;

  return (
    <article
      aria-label={title}
      data-listing-id={id}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {card?.thumbnail ? (
        <ListingImage
          src={card.thumbnail}
          lazy
          width={CARD_PHOTO_PX}
          height={CARD_PHOTO_PX}
          className="size-28 rounded-lg bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold">
          <Link to="/listing/$id" params={{ id: String(id) }} className="hover:underline">
            {title}
          </Link>
        </h4>
        <FavoriteButton listingId={id} title={title} />
      </div>
      {gone ? (
        <p className="rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">
          {followUpText.gone[gone]} {followUp.note ? followUpText.goneNoteKept : null}
        </p>
      ) : (
        <>
          <p className="text-lg font-bold text-brand-800">{formatRent(card?.rent, appTexts)}</p>
          {bills ? <p className="text-sm font-medium text-slate-800">{bills}</p> : null}
          {facts.length > 0 ? <p className="text-sm text-slate-700">{facts.join(' · ')}</p> : null}
          {terms.length > 0 ? <p className="text-sm text-slate-700">{terms.join(' · ')}</p> : null}
          {card ? <ListingBadges listing={card} nowMs={nowMs} /> : null}
        </>
      )}
      {isViewingPlanned && viewingTime ? (
        <p className="text-sm font-semibold text-brand-800">{followUpText.viewingOn({ when: viewingTime })}</p>
      ) : null}
      <FollowUpForm
        key={`${followUp.status}|${followUp.viewingAt ?? ''}|${followUp.note}`}
        followUp={followUp}
        title={title}
        onSave={(fields) => onSave(id, fields)}
      />
      <div className="flex flex-wrap gap-2">
        {isViewingPlanned && followUp.viewingAt ? (
          <ViewingCalendarButton listingId={id} title={title} place={place} startsAt={followUp.viewingAt} />
        ) : null}
        {gone ? null : (
          <Button type="button" variant="outline" aria-expanded={isReplying} onClick={() => setIsReplying(!isReplying)}>
            <MessageSquareText className="size-4" aria-hidden="true" />
            {followUpText.writeReply}
          </Button>
        )}
        <OriginalPostButton listingId={id} knownUrl={card?.postUrl ?? null} />
      </div>
      {isReplying ? (
        <ReplyComposer
          listingId={id}
          title={title}
          knownUrl={card?.postUrl ?? null}
          listing={{
            title: card?.title ?? null,
            place,
            rent: card?.rent ?? null,
            roomSize: card?.roomSize ?? null,
            availableFrom: card?.availableFrom ?? null,
            link: listingLink(window.location.origin, id),
          }}
          onClose={() => setIsReplying(false)}
        />
      ) : null}
    </article>
  );
}
