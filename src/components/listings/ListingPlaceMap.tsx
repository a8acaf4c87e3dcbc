// The detail page's small map of where the room is (issue 35 item 3), held back until it scrolls near the
// viewport and the page is idle: MapLibre's code (about 1.1 MB) and the tiles load only then, so opening a
// listing paints as fast as without a map, and the landing page's JavaScript does not grow. The box keeps
// the map's height from the start, so nothing below it moves when the map arrives.
import { lazy, Suspense, useRef, useState } from 'react';
import { loadMapScreenTexts } from '../../i18n/i18n.ts';
import { LoadFailureBoundary } from '../ui/LoadFailureBoundary.tsx';
import { useNearViewport } from '../ui/useNearViewport.ts';
import type { DetailMapProps } from '../map/DetailMap.tsx';

// A chunk of its own, loaded with the maps' texts; what it shares with the map of /listings (MapLibre, the
// basemap's style) is a chunk only the two maps load (vite.config.ts).
const DetailMap = lazy(() =>
  Promise.all([import('../map/DetailMap.tsx'), loadMapScreenTexts()]).then(([module]) => module),
);

/** A point on the earth: data from outside may hold any number, and MapLibre throws on one off it. */
const isOnEarth = ({ longitude, latitude }: DetailMapProps) =>
  Number.isFinite(longitude) && Number.isFinite(latitude) && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90;

export function ListingPlaceMap(props: DetailMapProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const isNear = useNearViewport(boxRef);
  // Its code could not be loaded: the box goes rather than stay empty; the place line says where the room is.
  const [hasFailed, setFailed] = useState(false);
  if (hasFailed || !isOnEarth(props)) return null;
  return (
    <div
      ref={boxRef}
      data-detail-map-box={isNear ? 'started' : 'waiting'}
      className="relative h-56 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
    >
      {isNear ? (
        <LoadFailureBoundary onFailure={() => setFailed(true)}>
          <Suspense fallback={null}>
            <DetailMap {...props} />
          </Suspense>
        </LoadFailureBoundary>
      ) : null}
    </div>
  );
}
