// The alert form's Area: the areas the alert mails rooms in (as the listing filter's chips say them, each
// removable), taken from the member's search with 'Use the areas of my search': drawing and choosing happen
// where the results show what they do, on the listings.
import { X } from 'lucide-react';
import { areaChips, withoutChip } from '../../domain/areas/area-chips.ts';
import type { Area } from '../../domain/areas/area.ts';
import { filtersAtom } from '../../data/browser/index.ts';
import { appTexts, areaText } from '../../i18n/messages.ts';
import { useAtomValue } from '../../state/store.ts';
import { Button } from '../ui/Button.tsx';

type Props = { areas: readonly Area[]; isDisabled: boolean; onChange: (areas: Area[]) => void };

export function AlertAreas({ areas, isDisabled, onChange }: Props) {
  const searchAreas = useAtomValue(filtersAtom).areas;
  const chips = areaChips(areas, appTexts);
  const isSameAsSearch = JSON.stringify(searchAreas) === JSON.stringify(areas);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{areaText.control}</legend>
      {chips.length === 0 ? <p className="text-sm text-slate-700">{areaText.alertAreasNone}</p> : null}
      {chips.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={areaText.control}>
          {chips.map((chip) => (
            <li
              key={chip.indices.join(',')}
              className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pl-3 pr-1 text-sm text-slate-900"
            >
              <span>{chip.text}</span>
              <button
                type="button"
                disabled={isDisabled}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100 disabled:opacity-50"
                aria-label={areaText.remove({ area: chip.text })}
                onClick={() => onChange(withoutChip(areas, chip))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {searchAreas.length > 0 && !isSameAsSearch ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={isDisabled}
          onClick={() => onChange([...searchAreas])}
        >
          {areaText.useSearchAreas}
        </Button>
      ) : null}
    </fieldset>
  );
}
