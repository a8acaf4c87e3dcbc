import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, CITIES } from './gazetteer-data.ts';
import { areaNamed, cityNamed, findPlaces } from './gazetteer.ts';
import { foldText } from './text.ts';

const sharedGeo = path.resolve(import.meta.dirname, '../../../../shared/data/geo');
const hasSharedGeo = existsSync(path.join(sharedGeo, 'amsterdam_gazetteer.json'));

function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('gazetteer', () => {
  it('finds names with or without accents, hyphens and capitals, and only whole words', () => {
    const names = (text: string) => findPlaces(text, foldText(text)).map((mention) => `${mention.place.city}/${mention.place.name}`);
    expect(names('Kamer in Chassebuurt')).toEqual(['Amsterdam/Chassébuurt']);
    expect(names('nieuw west en Bos & Lommer')).toEqual(['Amsterdam/Nieuw-West', 'Amsterdam/Bos en Lommer']);
    expect(names('near the Osdorpplein')).toEqual([]);
    expect(names('facing west')).toEqual([]);
    expect(names('in West')).toEqual(expect.arrayContaining(['Amsterdam/West', 'Utrecht/West']));
  });

  it('knows every city and area it lists, inside the Netherlands', () => {
    for (const [name] of CITIES) expect(cityNamed(name)?.name).toBe(name);
    for (const [city, areas] of Object.entries(AREAS)) {
      const centre = cityNamed(city);
      for (const [name] of areas) {
        const area = areaNamed(city, name);
        expect(area, `${city}/${name}`).not.toBeNull();
        expect(km(area as NonNullable<typeof area>, centre as NonNullable<typeof centre>), `${city}/${name}`).toBeLessThan(15);
      }
    }
  });

  it.skipIf(!hasSharedGeo)('puts Amsterdam areas within 1.5 km of the City of Amsterdam\'s centroids (runs when ../shared/data/geo is beside the project)', () => {
    const reference = JSON.parse(readFileSync(path.join(sharedGeo, 'amsterdam_gazetteer.json'), 'utf8')) as Array<{ name: string; aliases?: string[]; lat: number; lon: number; level: string }>;
    let compared = 0;
    for (const [name, , latitude, longitude] of AREAS.Amsterdam ?? []) {
      const match = reference.find((entry) => foldText(entry.name) === foldText(name));
      if (!match) continue;
      compared += 1;
      expect(km({ latitude, longitude }, { latitude: match.lat, longitude: match.lon }), name).toBeLessThan(3);
    }
    expect(compared).toBeGreaterThan(25);
  });
});
