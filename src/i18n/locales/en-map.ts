// The map screen's own texts in English (issue 35): approximate areas ("Somewhere in De Pijp" is factText's,
// shared with the cards), the area's list, the controls and the phone's bar. A namespace of its own, loaded
// with the map's chunk (src/routes/listings.tsx), so the first screens' catalogue stays within its budget.
// The Dutch catalogue has the same shape.

export const mapScreen = {
  mapScreenText: {
    barCount: '{{count, number}} listings',
    approximateArea: 'Approximate area',
    areaListings: '{{place}}: {{count, number}} listings, choose one',
    areaChooser: 'Listings in this area',
    areaChooserNote: '{{count, number}} listings. The posts name the area, not the address.',
    closeAreaChooser: 'Close the list',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    myLocation: 'Show my location',
    locationUnavailable:
      'Your location is not available. Allow location for this site in the browser, or move the map yourself.',
    swipeToDetails: 'Swipe up or tap for the details',
  },
} as const;
