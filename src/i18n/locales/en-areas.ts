// The area tools' own texts in English (issue 34): the picker of neighbourhoods and places, and drawing an area
// on the map. A namespace of its own, loaded with the picker's chunk and the map's, so the first screens'
// catalogue stays within its budget (issue 31). The area control, the chips and the link's message stay in the
// common catalogue. The Dutch catalogue has the same shape.

export const areaTools = {
  areaToolText: {
    pickerTitle: 'Where do you want to live?',
    tabNames: 'Neighbourhoods',
    tabNear: 'Near a place',
    search: 'Search districts and neighbourhoods',
    noMatches: 'No district or neighbourhood by that name',
    district: 'district',
    place: 'Place',
    placeHint: 'A station, university, hospital, street or neighbourhood',
    noPlaces: 'No place by that name',
    distance: 'Distance',
    km: '{{km, number}} km',
    addCircle: 'Add this area',
    choosePlace: 'Choose a place from the suggestions first.',
    drawHint: 'Tap or click the map to set the corners of your area, then press Finish area.',
    startDrawing: 'Draw an area',
    finish: 'Finish area',
    undo: 'Remove last corner',
    cancelDrawing: 'Cancel drawing',
    changeDrawn: 'Change drawn area',
    clearDrawn: 'Clear drawn areas',
    corner: 'Corner {{number}}: drag to move, tap to delete',
    cornersSet_one: '{{count}} corner set',
    cornersSet_other: '{{count}} corners set',
    crosses: 'The outline crosses itself. Move or delete a corner so that no lines cross.',
    tooFew: 'An area needs at least 3 corners.',
    tooMany: 'An area can have at most 200 corners.',
    tooManyAreas: 'You can choose at most 10 areas. Remove one first.',
    outside: 'Draw inside the Netherlands.',
    added: 'Added: {{area}}',
    done: 'Done',
  },
} as const;
