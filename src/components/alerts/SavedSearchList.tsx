// The alert page's list of the member's saved searches (issue 36 item 5): each with its name, what it
// narrows, the channels it goes out on, an on/off switch, edit and delete; and 'New search', disabled at the
// most a member may keep with the reason beside it (five for Premium; without Premium, the spec's one alert,
// every control disabled). Its texts load with the member screens' (useFollowUpTexts).
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { savedSearchLimit } from '../../domain/alerts/saved-searches.ts';
import { alertChannelChoices } from '../../domain/listings/alert-choices.ts';
import { appTexts, savedSearchText } from '../../i18n/messages.ts';
import type { SavedSearch } from '../../data/account/index.ts';
import { useFollowUpTexts } from '../follow-up/useFollowUpTexts.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { cn } from '../ui/cn.ts';
import { summarizeAlert } from './alert-summary.ts';

type Props = {
  searches: readonly SavedSearch[];
  /** The search the form below edits; null while it makes a new one. */
  editingId: string | null;
  isPremium: boolean;
  onEdit(id: string): void;
  onNew(): void;
  onSwitch(search: SavedSearch, isOn: boolean): void;
  onDelete(search: SavedSearch): void;
};

export function SavedSearchList(props: Props) {
  return useFollowUpTexts() ? <Searches {...props} /> : null;
}

const channelsLabel = (search: SavedSearch) =>
  alertChannelChoices(appTexts).find((choice) => choice.value === search.alert_channels)?.label ?? '';

function Searches({ searches, editingId, isPremium, onEdit, onNew, onSwitch, onDelete }: Props) {
  const headingId = useId();
  const reasonId = useId();
  const limit = savedSearchLimit(isPremium);
  const isFull = searches.length >= limit;
  const reason = !isFull
    ? null
    : isPremium
      ? savedSearchText.limitReached({ max: limit })
      : savedSearchText.premiumOnly({ max: savedSearchLimit(true) });
  return (
    <Card aria-labelledby={headingId} className="flex flex-col gap-4" data-saved-searches={searches.length}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {savedSearchText.heading}
        </h2>
        <p className="text-sm text-slate-700">{savedSearchText.count({ count: searches.length, max: limit })}</p>
      </div>
      <p className="text-sm text-slate-700">{savedSearchText.intro}</p>
      <ul className="flex flex-col gap-3">
        {searches.map((search) => (
          <SearchItem
            key={search.id}
            search={search}
            isEditing={search.id === editingId}
            isPremium={isPremium}
            onEdit={onEdit}
            onSwitch={onSwitch}
            onDelete={onDelete}
          />
        ))}
      </ul>
      <div className="flex flex-col items-start gap-2">
        <Button
          variant="outline"
          disabled={isFull || editingId === null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={onNew}
        >
          {savedSearchText.newSearch}
        </Button>
        {reason ? (
          <p id={reasonId} className="text-sm text-amber-800">
            {reason}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

type ItemProps = Pick<Props, 'isPremium' | 'onEdit' | 'onSwitch' | 'onDelete'> & {
  search: SavedSearch;
  isEditing: boolean;
};

function SearchItem({ search, isEditing, isPremium, onEdit, onSwitch, onDelete }: ItemProps) {
  const isOn = search.alerts_enabled;
  const summary = summarizeAlert(search) || savedSearchText.everyRoom;
  return (
    <li
      className={cn(
        'flex flex-wrap items-start justify-between gap-3 rounded-md border p-3',
        isEditing ? 'border-brand-700' : 'border-slate-200',
      )}
      data-search-id={search.id}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          <span>{search.name}</span>
          {isEditing ? (
            <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
              {savedSearchText.editing}
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm break-words text-slate-700">{summary}</p>
        <p className="mt-1 text-sm text-slate-700">{channelsLabel(search)}</p>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-label={savedSearchText.alertsFor({ name: search.name })}
          disabled={!isPremium}
          onClick={() => onSwitch(search, !isOn)}
          className="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-100 disabled:opacity-50"
        >
          <span
            aria-hidden="true"
            className={cn(
              'relative inline-block h-6 w-10 rounded-full transition-colors',
              isOn ? 'bg-brand-700' : 'bg-slate-400',
            )}
          >
            <span
              className={cn(
                'absolute top-0.5 size-5 rounded-full bg-white transition-transform',
                isOn ? 'translate-x-4.5' : 'translate-x-0.5',
              )}
            />
          </span>
          <span aria-hidden="true">{isOn ? savedSearchText.on : savedSearchText.off}</span>
        </button>
        <button
          type="button"
          aria-label={savedSearchText.editSearch({ name: search.name })}
          aria-pressed={isEditing}
          onClick={() => onEdit(search.id)}
          className="flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <Pencil className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={savedSearchText.deleteSearch({ name: search.name })}
          disabled={!isPremium}
          onClick={() => onDelete(search)}
          className="flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-50"
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
