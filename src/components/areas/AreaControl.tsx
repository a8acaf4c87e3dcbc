// The filter panel's 'Area': the chosen areas as chips, 'Choose an area' (the picker of districts,
// neighbourhoods and places near which to live, a chunk of its own loaded on first use) and 'Draw an area
// on the map' (the map opens with its drawing tools).
import { lazy, Suspense, useState } from 'react';
import { MapPin, PenLine } from 'lucide-react';
import { viewModeAtom } from '../../data/browser/index.ts';
import { areaText } from '../../i18n/messages.ts';
import { isDrawingAreaAtom } from '../../state/areas.ts';
import { useSetAtom } from '../../state/store.ts';
import { Button } from '../ui/Button.tsx';
import { AreaChips } from './AreaChips.tsx';
import { loadAreaToolTexts } from '../../i18n/i18n.ts';

// The picker is its own chunk, loaded with its texts (a namespace of their own: issue 31's landing budget).
const AreaPicker = lazy(() =>
  Promise.all([import('./AreaPicker.tsx'), loadAreaToolTexts()]).then(([module]) => module),
);

export function AreaControl() {
  const [isPickerOpen, setPickerOpen] = useState(false);
  const setMode = useSetAtom(viewModeAtom);
  const setDrawing = useSetAtom(isDrawingAreaAtom);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{areaText.control}</legend>
      <AreaChips />
      <Button variant="outline" onClick={() => setPickerOpen(true)}>
        <MapPin className="size-4" aria-hidden="true" />
        {areaText.choose}
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          setMode('map');
          setDrawing(true);
        }}
      >
        <PenLine className="size-4" aria-hidden="true" />
        {areaText.drawOnMap}
      </Button>
      {isPickerOpen ? (
        <Suspense fallback={null}>
          <AreaPicker onClose={() => setPickerOpen(false)} />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
