import { CalendarClock } from 'lucide-react';
import {
  formatViewingTime,
  groupFollowUps,
  nextViewing,
  type FollowUp,
  type FollowUpFields,
} from '../../domain/follow-up/follow-up.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';
import { appTexts, followUpText } from '../../i18n/messages.ts';
import type { GoneReason } from '../../data/account/index.ts';
import type { FavoriteCards } from '../../data/workers/index.ts';
import { useLanguage } from '../../state/language.ts';
import { cn } from '../ui/cn.ts';
import { FollowUpCard } from './FollowUpCard.tsx';
import { useMinuteClock } from './useMinuteClock.ts';

const CHIP = 'inline-flex gap-1 rounded-full border border-slate-300 bg-white px-3 py-1';

type Props = {
  followUps: readonly FollowUp[];
  cards: FavoriteCards;
  goneReason: (listingId: number) => GoneReason;
  onSave: (listingId: number, fields: FollowUpFields) => Promise<void>;
};

/**
 * The favorites by status: sections one under the other on a phone (empty ones left out), a board of six
 * columns on a desktop. The next viewing is named above it all and leads its column.
 */
export function FollowUpBoard({ followUps, cards, goneReason, onSave }: Props) {
  const language = useLanguage();
  const now = useMinuteClock();
  const groups = groupFollowUps(followUps, now);
  const next = nextViewing(followUps, now);
  const gone = new Set(cards.goneIds);

  return (
    <div className="flex flex-col gap-4">
      {next ? (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          <CalendarClock className="size-5 shrink-0" aria-hidden="true" />
          {followUpText.nextViewing({
            when: formatViewingTime(next.viewingAt, language) ?? '',
            title: displayTitle(cards.cardOf(next.listingId)?.title, next.listingId, appTexts),
          })}
        </p>
      ) : null}
      <nav aria-label={followUpText.byStatus}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <li key={group.status}>
              {/* An empty status has no section on a phone to go to. */}
              {group.items.length > 0 ? (
                <a href={`#follow-up-${group.status}`} className={cn(CHIP, 'hover:bg-slate-100')}>
                  {followUpText.statuses[group.status]}
                  <span className="font-semibold">{group.items.length}</span>
                </a>
              ) : (
                <span className={cn(CHIP, 'text-slate-700')}>
                  {followUpText.statuses[group.status]}
                  <span className="font-semibold">0</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:overflow-x-auto lg:pb-2">
        {groups.map((group) => (
          <section
            key={group.status}
            id={`follow-up-${group.status}`}
            aria-labelledby={`follow-up-${group.status}-heading`}
            className={cn(
              'flex flex-col gap-3 rounded-xl bg-slate-50 p-3 lg:w-80 lg:shrink-0',
              group.items.length === 0 && 'hidden lg:flex',
            )}
          >
            <h3 id={`follow-up-${group.status}-heading`} className="flex items-baseline justify-between font-semibold">
              {followUpText.statuses[group.status]}
              <span className="text-sm font-normal text-slate-700">
                {followUpText.sectionCount({ count: group.items.length })}
              </span>
            </h3>
            {group.items.length === 0 ? (
              <p className="text-sm text-slate-600">{followUpText.emptySection}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {group.items.map((followUp) => (
                  <li key={followUp.listingId}>
                    <FollowUpCard
                      followUp={followUp}
                      card={cards.cardOf(followUp.listingId)}
                      gone={gone.has(followUp.listingId) ? goneReason(followUp.listingId) : null}
                      onSave={onSave}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
