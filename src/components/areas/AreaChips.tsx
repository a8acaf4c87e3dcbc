// The active areas as chips, each with a button that removes what it stands for ("In De Pijp, Oud-Zuid ×").
// Shown above the results and in the filter panel; a removal is said to screen readers, and the keyboard
// goes on to the next chip (or the next control when none are left) instead of being dropped.
import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { areaChips, withoutChip } from '../../domain/areas/area-chips.ts';
import { filtersAtom } from '../../data/browser/index.ts';
import { appTexts, areaText } from '../../i18n/messages.ts';
import { useAtom } from '../../state/store.ts';
import { focusAfterRemoval } from './focus-after-removal.ts';

export function AreaChips({ className }: { className?: string }) {
  const [filters, setFilters] = useAtom(filtersAtom);
  const [said, setSaid] = useState('');
  const wrapperRef = useRef<HTMLDivElement>(null);
  // The position of a removed chip whose button had the focus, until the chips are drawn without it.
  const [focusPosition, setFocusPosition] = useState<number | null>(null);
  const chips = areaChips(filters.areas, appTexts);

  useEffect(() => {
    if (focusPosition === null || !wrapperRef.current) return;
    focusAfterRemoval(wrapperRef.current, focusPosition);
    setFocusPosition(null);
  }, [focusPosition]);

  return (
    <div className={className} ref={wrapperRef}>
      {chips.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={areaText.control}>
          {chips.map((chip, position) => (
            <li
              key={chip.indices.join(',')}
              className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pl-3 pr-1 text-sm text-slate-900"
            >
              <span>{chip.text}</span>
              <button
                type="button"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={areaText.remove({ area: chip.text })}
                onClick={(event) => {
                  if (event.currentTarget === document.activeElement) setFocusPosition(position);
                  setFilters((current) => ({ ...current, areas: withoutChip(current.areas, chip) }));
                  setSaid(areaText.removed({ area: chip.text }));
                }}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Said without the status role: the results' one status is their count, which tests and readers find. */}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
