import { cardFacts, formatRent } from '../../domain/listings/format.ts';
import { approximateAreaName, somewhereIn } from '../../domain/listings/place-wording.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';
import { appTexts, mapScreenText } from '../../i18n/messages.ts';
import { useListingSummaries } from '../../data/workers/index.ts';
import { MapOverlay } from './MapOverlay.tsx';

type Props = { ids: number[]; onChoose: (id: number) => void; onClose: () => void; isSheet: boolean };

/**
 * The listings of an approximate area (issue 35): their posts name only the neighbourhood or city, so they
 * share one spot and are chosen from a list instead of from pins that would pretend to know where each is.
 */
export function MapAreaChooser({ ids, onChoose, onClose, isSheet }: Props) {
  const cardOf = useListingSummaries(ids);
  const first = cardOf(ids[0] ?? -1);
  const areaName = first ? approximateAreaName(first) : null;
  return (
    <MapOverlay
      label={mapScreenText.areaChooser}
      closeLabel={mapScreenText.closeAreaChooser}
      onClose={onClose}
      isSheet={isSheet}
      head={
        <>
          <h2 className="font-semibold">
            {areaName ? somewhereIn(areaName, appTexts) : mapScreenText.approximateArea}
          </h2>
          <p className="text-sm text-slate-600">{mapScreenText.areaChooserNote({ count: ids.length })}</p>
        </>
      }
    >
      <ul className="overflow-y-auto border-t border-slate-200">
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
    </MapOverlay>
  );
}
