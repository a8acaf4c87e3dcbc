// Amsterdam's neighbourhoods (wijken) and districts (stadsdelen) as the area filter reads them: each an
// outline of one or more parts, each part an outer ring and its holes, [longitude, latitude] in WGS 84.
// The catalogue is data (amsterdam-outlines.json, made by `npm run outlines`); the engine is handed it, so
// only what asks for a neighbourhood loads it.

export type Ring = Array<[number, number]>;
/** One polygon: the outline, then its holes. */
export type PolygonRings = Ring[];
export type Outline = { parts: PolygonRings[] };
export type Wijk = Outline & { id: number; name: string; district: string };
export type Stadsdeel = Outline & { code: string; name: string };
export type OutlineCatalogue = { source: string; wijken: Wijk[]; stadsdelen: Stadsdeel[] };

/** Looks neighbourhoods up by id and districts by code. */
export type AreaOutlines = {
  wijk(id: number): Wijk | undefined;
  stadsdeel(code: string): Stadsdeel | undefined;
};

export function outlinesOf(catalogue: OutlineCatalogue): AreaOutlines {
  const wijken = new Map(catalogue.wijken.map((wijk) => [wijk.id, wijk]));
  const stadsdelen = new Map(catalogue.stadsdelen.map((district) => [district.code.toUpperCase(), district]));
  return {
    wijk: (id) => wijken.get(id),
    stadsdeel: (code) => stadsdelen.get(code.trim().toUpperCase()),
  };
}
