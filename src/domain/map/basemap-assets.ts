// What the street style needs beside its tiles, served by the app under the assets folder (public/basemap,
// written by tools/basemap/street-basemap.ts): the font stacks it names, of which only the glyph ranges its
// labels need are committed, and the sprite sheet of its icons.

/** The font stacks the street style names (each a folder of `{range}.pbf` glyph files). */
export const BASEMAP_FONTS = ['Noto Sans Regular', 'Noto Sans Medium'] as const;
/** The sprite sheet (`.json`, `.png`, `@2x.json`, `@2x.png`) under the assets folder. */
export const SPRITE_NAME = 'sprites/v4/light';
/** Amsterdam's neighbourhood and district outlines and name points (GeoJSON) under the assets folder. */
export const AREA_OUTLINES_NAME = 'amsterdam-areas-2015.json';
/** The outlines' source and credit, a name in any language: the municipality's open data (2015 wijken and stadsdelen). */
export const AREA_OUTLINES_CREDIT = 'Gemeente Amsterdam';
