// The area tools' own texts in Dutch (issue 34): same shape and {{values}} as the English catalogue
// (en-areas.ts), loaded with the picker's chunk and the map's.
import type { CatalogueShape } from '../catalogue-shape.ts';
import type { areaTools as englishAreaTools } from './en-areas.ts';

export const areaTools: CatalogueShape<typeof englishAreaTools> = {
  areaToolText: {
    pickerTitle: 'Waar wil je wonen?',
    tabNames: 'Buurten',
    tabNear: 'Bij een plek',
    search: 'Zoek stadsdelen en wijken',
    noMatches: 'Geen stadsdeel of wijk met die naam',
    district: 'stadsdeel',
    place: 'Plek',
    placeHint: 'Een station, universiteit, ziekenhuis, straat of buurt',
    noPlaces: 'Geen plek met die naam',
    distance: 'Afstand',
    km: '{{km, number}} km',
    addCircle: 'Dit gebied toevoegen',
    choosePlace: 'Kies eerst een plek uit de suggesties.',
    drawHint: 'Tik of klik op de kaart om de hoeken van je gebied te zetten en druk dan op Gebied afronden.',
    startDrawing: 'Teken een gebied',
    finish: 'Gebied afronden',
    undo: 'Laatste hoek weghalen',
    cancelDrawing: 'Tekenen stoppen',
    changeDrawn: 'Getekend gebied aanpassen',
    clearDrawn: 'Getekende gebieden wissen',
    corner: 'Hoek {{number}}: sleep om te verplaatsen, tik om te verwijderen',
    cornersSet_one: '{{count}} hoek gezet',
    cornersSet_other: '{{count}} hoeken gezet',
    crosses: 'De omtrek kruist zichzelf. Verplaats of verwijder een hoek zodat geen lijnen elkaar kruisen.',
    tooFew: 'Een gebied heeft minstens 3 hoeken nodig.',
    tooMany: 'Een gebied kan hoogstens 200 hoeken hebben.',
    tooManyAreas: 'Je kunt hoogstens 10 gebieden kiezen. Haal er eerst een weg.',
    outside: 'Teken binnen Nederland.',
    added: 'Toegevoegd: {{area}}',
    done: 'Klaar',
  },
};
