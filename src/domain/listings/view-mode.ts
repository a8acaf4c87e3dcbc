// The listings screen's views (product spec section 4), in the order the switch offers them.
export type ViewMode = 'list' | 'map' | 'favorites' | 'alerts';

export const OFFERED_VIEW_MODES: readonly ViewMode[] = ['map', 'list', 'favorites', 'alerts'];
