// While an area is drawn the listings on the map are a picture to draw around, not buttons: a tap on one sets
// a corner (index.css lets taps through them). They leave the keyboard's order and the screen reader's page
// as well (inert), so that the only controls among the corners are the corners themselves, and come back
// when the drawing ends. Markers the map adds while drawing (it moves, results change) are made inert too.
const LISTING_MARKERS = '.rr-listing, .rr-cluster';

export function quietListingMarkers(container: HTMLElement): () => void {
  const quiet = (element: Element) => {
    if (element instanceof HTMLElement) element.inert = true;
  };
  container.querySelectorAll(LISTING_MARKERS).forEach(quiet);
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(LISTING_MARKERS)) quiet(node);
        node.querySelectorAll(LISTING_MARKERS).forEach(quiet);
      }
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    container.querySelectorAll<HTMLElement>(LISTING_MARKERS).forEach((element) => (element.inert = false));
  };
}
