import { X } from 'lucide-react';
import { cardFacts, formatRent } from '../../domain/listings/format.ts';
import { approximateAreaName, somewhereIn } from '../../domain/listings/place-wording.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';
import { appTexts, mapScreenText } from '../../i18n/messages.ts';
import { useListingSummaries } from '../../data/workers/index.ts';

type Props = { ids: number[]; onChoose: (id: number) => void; onClose: () => void };

/**
 * The listings of an approximate area (issue 35): their posts name only the neighbourhood or city, so they
 * share one spot and are chosen from a list instead of from pins that would pretend to know where each is.
 */
export function MapAreaChooser({ ids, onChoose, onClose }: Props) {
  const cardOf = useListingSummaries(ids);
  const first = cardOf(ids[0] ?? -1);
  const areaName = first ? approximateAreaName(first) : null;
  return (
    <section
      aria-label={mapScreenText.areaChooser}
      className="absolute inset-x-0 bottom-0 z-10 flex max-h-[60%] flex-col rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] shadow-lg sm:inset-x-auto sm:bottom-3 sm:left-3 sm:w-96 sm:rounded-xl"
    >
      <div className="flex items-start gap-2 border-b border-slate-200 p-3">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">
            {areaName ? somewhereIn(areaName, appTexts) : mapScreenText.approximateArea}
          </h2>
          <p className="text-sm text-slate-600">{mapScreenText.areaChooserNote({ count: ids.length })}</p>
        </div>
        <button
          type="button"
          aria-label={mapScreenText.closeAreaChooser}
          onClick={onClose}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <ul className="overflow-y-auto">
        {ids.map((id) => {
          const card = cardOf(id);
          return (
            <li key={id}>
              <button
                type="button"
                data-listing-id={id}
                onClick={() => onChoose(id)}
                className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="w-full truncate text-sm font-medium">{displayTitle(card?.title, id, appTexts)}</span>
                <span className="text-sm text-slate-600">
                  {[formatRent(card?.rent, appTexts), ...(card ? cardFacts(card, appTexts) : [])].join(' · ')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
