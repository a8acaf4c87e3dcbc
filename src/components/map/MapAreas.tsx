// The areas on the map: the chosen ones drawn (chosen-areas-layer.ts), and the tools to draw one with a
// finger or a mouse (area-drawing.ts): 'Draw an area', then 'Finish area', 'Remove last corner' and 'Cancel
// drawing' while drawing; 'Change drawn area' and 'Clear drawn areas' when there are some. An outline that
// crosses itself, or one outside the Netherlands, is refused with a message beside the tools, and the
// drawing goes on so that it can be put right. Mounted by ListingsMap once the map has loaded.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { PenLine } from 'lucide-react';
import { MAX_AREAS, type Area } from '../../domain/areas/area.ts';
import { outlineProblem } from '../../domain/areas/outline-problem.ts';
import { filtersAtom } from '../../data/browser/index.ts';
import { areaText, areaToolText } from '../../i18n/messages.ts';
import { isDrawingAreaAtom } from '../../state/areas.ts';
import { useAtom } from '../../state/store.ts';
import { Button } from '../ui/Button.tsx';
import { AreaDrawing } from './area-drawing.ts';
import { showChosenAreas } from './chosen-areas-layer.ts';

type Point = [number, number];

export function MapAreas({ map }: { map: MapLibreMap }) {
  const [filters, setFilters] = useAtom(filtersAtom);
  const [isDrawing, setDrawing] = useAtom(isDrawingAreaAtom);
  const [cornerCount, setCornerCount] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const drawingRef = useRef<AreaDrawing | null>(null);
  // Corners to start from: a drawn area taken back to be changed.
  const startFromRef = useRef<Point[]>([]);

  useEffect(() => {
    const drawing = new AreaDrawing(map, {
      onChange: (count) => {
        setCornerCount(count);
        setProblem(null);
      },
    });
    drawingRef.current = drawing;
    return () => {
      drawing.stop();
      drawingRef.current = null;
      // Leaving the map ends a drawing; coming back starts without one.
      setDrawing(false);
    };
  }, [map, setDrawing]);

  // Keyed on what the areas are, not on the array: every other filter change builds a new filters object,
  // and redrawing the same areas would send the map's worker a new GeoJSON each time.
  const areasKey = JSON.stringify(filters.areas);
  const chosenAreas = useMemo(() => JSON.parse(areasKey) as Area[], [areasKey]);
  useEffect(() => showChosenAreas(map, chosenAreas), [map, chosenAreas]);

  useEffect(() => {
    const drawing = drawingRef.current;
    if (!drawing) return;
    if (isDrawing) {
      drawing.start(startFromRef.current);
      startFromRef.current = [];
    } else drawing.stop();
  }, [isDrawing]);

  const drawnCount = filters.areas.filter((area) => area.kind === 'polygon').length;

  const finish = () => {
    const points = drawingRef.current?.cornerPoints() ?? [];
    const wrong =
      outlineProblem(points, { areaToolText }) ??
      (filters.areas.length >= MAX_AREAS ? areaToolText.tooManyAreas : null);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setFilters((current) => ({ ...current, areas: [...current.areas, { kind: 'polygon', rings: [points] }] }));
    setSaid(areaToolText.added({ area: areaText.chipDrawn({ count: 1 }) }));
    setDrawing(false);
  };

  /** The last drawn area comes off the filters and back under the finger, its corners movable again. */
  const changeDrawn = () => {
    const index = filters.areas.findLastIndex((area) => area.kind === 'polygon');
    const area = filters.areas[index];
    if (!area || area.kind !== 'polygon') return;
    startFromRef.current = area.rings[0] ?? [];
    setFilters((current) => ({ ...current, areas: current.areas.filter((_, position) => position !== index) }));
    setDrawing(true);
  };

  const clearDrawn = () => {
    setFilters((current) => ({ ...current, areas: current.areas.filter((area) => area.kind !== 'polygon') }));
    setSaid(areaToolText.clearDrawn);
  };

  return (
    <div className="pointer-events-none absolute left-3 top-3 z-10 flex max-w-[calc(100%-1.5rem)] flex-col items-start gap-2">
      <div className="pointer-events-auto flex flex-wrap gap-2" role="toolbar" aria-label={areaText.drawOnMap}>
        {isDrawing ? (
          <>
            <Button onClick={finish}>{areaToolText.finish}</Button>
            <Button variant="outline" disabled={cornerCount === 0} onClick={() => drawingRef.current?.undo()}>
              {areaToolText.undo}
            </Button>
            <Button variant="outline" onClick={() => setDrawing(false)}>
              {areaToolText.cancelDrawing}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => setDrawing(true)}>
              <PenLine className="size-4" aria-hidden="true" />
              {areaToolText.startDrawing}
            </Button>
            {drawnCount > 0 ? (
              <>
                <Button variant="outline" onClick={changeDrawn}>
                  {areaToolText.changeDrawn}
                </Button>
                <Button variant="outline" onClick={clearDrawn}>
                  {areaToolText.clearDrawn}
                </Button>
              </>
            ) : null}
          </>
        )}
      </div>
      {isDrawing ? (
        <p className="pointer-events-auto rounded-md bg-white/95 p-2 text-sm text-slate-800 shadow">
          {areaToolText.drawHint} <span aria-live="polite">{areaToolText.cornersSet({ count: cornerCount })}</span>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="pointer-events-auto rounded-md bg-white p-2 text-sm font-medium text-red-700 shadow">
          {problem}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
