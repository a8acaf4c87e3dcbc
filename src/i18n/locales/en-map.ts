// The map screen's own texts in English (issue 35): approximate areas ("Somewhere in De Pijp" is factText's,
// shared with the cards), the area's list, the controls and the phone's bar, and the detail page's small map.
// A namespace of its own, loaded with the maps' chunks (src/routes/listings.tsx, ListingPlaceMap.tsx), so the
// first screens' catalogue stays within its budget. The Dutch catalogue has the same shape.

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
    // The detail page's small map of where the room is (issue 35 item 3).
    detailMapLabel: 'Map of where this room is: {{place}}',
    detailMapLabelWithoutPlace: 'Map of where this room is',
    detailMapFailed: 'The map cannot be shown on this device.',
    detailMapNotOffline: 'The map of this place is not available offline. It shows again once you are online.',
    twoFingers: 'Use two fingers to move the map',
    ctrlScroll: 'Use Ctrl + scroll to zoom the map',
    commandScroll: 'Use ⌘ + scroll to zoom the map',
  },
  mapText: {
    failed: 'The map cannot be shown on this device. The list shows every listing.',
    label: 'Map of the listings',
    selected: 'Selected listing',
    viewDetails: 'View details',
    closePreview: 'Close preview',
    showListing: 'Show listing {{id}}',
    clusterHere: '{{count, number}} listings here: zoom in',
    pinRent: '{{amount, currency(currency: EUR; maximumFractionDigits: 0)}}',
    showPricedListing: '{{rent}} a month: show listing {{id}}',
    showFavoriteListing: '{{rent}} a month, one of your favorites: show listing {{id}}',
    notOnDevice:
      'You are offline, and this part of the map is not on this device. Areas you viewed before, and a saved map, show offline.',
    offlineHeading: 'The map offline',
    saveMap: 'Save the Amsterdam map for offline',
    saveMapSize: 'One download of {{size}}: every street of Amsterdam without a connection.',
    saveMapSizeUnknown: 'Connect to the internet to save the map.',
    savingMap: 'Saving the map: {{received}} of {{size}}',
    savingProgress: 'Map download',
    cancelSave: 'Cancel',
    mapSaved: 'The Amsterdam map is saved on this device: {{size}}, since {{date}}.',
    removeSavedMap: 'Remove the saved map',
    viewedAreas: 'Map areas you viewed, kept for offline use: {{size}}.',
    notEnoughSpace: 'This device has {{free}} free, not enough for the map ({{size}}).',
    notEnoughSpaceUnknown: 'This device has not enough free space for the map ({{size}}).',
    saveFailed: 'The map could not be saved. Please try again.',
    megabytes: '{{value, number(maximumFractionDigits: 1)}} MB',
  },
} as const;
