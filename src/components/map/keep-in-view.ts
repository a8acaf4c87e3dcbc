// A selected listing's marker is never left half off the map's edge or under the preview that opened for it
// (issue 35): the map pans by just as much as it takes, so the member keeps their place.
import type { Map as MapLibreMap } from 'maplibre-gl';

/** Space kept free along the edges: the controls' column on the right, a finger's width elsewhere. */
const EDGE_PX = 16;
const CONTROLS_PX = 56;

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/**
 * How far to pan (in pixels, as MapLibre's panBy takes it) so that `marker` lies inside `frame`, kept clear of
 * `cover` (the preview over the map's bottom) when that leaves room; [0, 0] when it is in view already.
 */
export function panToShow(marker: Box, frame: Box, cover: Box | null): [number, number] {
  const left = frame.left + EDGE_PX;
  const right = frame.right - CONTROLS_PX;
  const top = frame.top + EDGE_PX;
  // The preview covers the bottom (the whole width on a phone, a corner on a desktop): the marker goes above
  // it when it lies beneath it and there is room.
  const isUnder = cover !== null && cover.left < marker.right && cover.right > marker.left;
  const hasRoom = cover !== null && cover.top > frame.top + 2 * (marker.bottom - marker.top);
  const coverTop = cover && isUnder && hasRoom ? cover.top : frame.bottom;
  const bottom = Math.min(frame.bottom, coverTop) - EDGE_PX;
  const dx = marker.left < left ? marker.left - left : marker.right > right ? marker.right - right : 0;
  const dy = marker.top < top ? marker.top - top : marker.bottom > bottom ? marker.bottom - bottom : 0;
  return [Math.round(dx), Math.round(dy)];
}

export function keepInView(map: MapLibreMap, marker: Box, cover: Box | null): void {
  const [dx, dy] = panToShow(marker, map.getContainer().getBoundingClientRect(), cover);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 250 });
}
