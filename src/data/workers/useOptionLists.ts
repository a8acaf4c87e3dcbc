// The cities, housing types and languages the filters offer, from the listings on this device, asked of
// the query worker again whenever those listings change. Until the first answer, the lists hold only the
// choices that never depend on data.
import { useEffect, useState } from 'react';
import { optionLists, type OptionLists } from '../../domain/listings/option-lists.ts';
import { useAtomValue } from '../../state/store.ts';
import { listingsVersionAtom, syncPhaseAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

/** The lists of no listings: the choices that never depend on data. */
const OPTIONS_BEFORE_DATA = optionLists([]);

export function useOptionLists(): OptionLists {
  const version = useAtomValue(listingsVersionAtom);
  const phase = useAtomValue(syncPhaseAtom);
  const [options, setOptions] = useState(OPTIONS_BEFORE_DATA);

  useEffect(() => {
    // During a first copy the lists grow with the listings that have arrived.
    if (phase === 'starting') return;
    let isCurrent = true;
    dataWorkers()
      .then((workers) => workers.query.options())
      .then((lists) => {
        // The same lists again (as a copy grows) keep their identity, so the filter panel is not drawn again.
        if (isCurrent) setOptions((current) => (JSON.stringify(current) === JSON.stringify(lists) ? current : lists));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [version, phase]);

  return options;
}
