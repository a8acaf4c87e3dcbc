import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';
import { AREAS, CITIES } from './gazetteer-data.ts';
import { areaNamed, cityNamed, findPlaces } from './gazetteer.ts';
import { foldText } from './text.ts';

describe('gazetteer', () => {
  it('finds names with or without accents, hyphens and capitals, and only whole words', () => {
    const names = (text: string) =>
      findPlaces(text, foldText(text)).map((mention) => `${mention.place.city}/${mention.place.name}`);
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
        expect(
          distanceKm(area as NonNullable<typeof area>, centre as NonNullable<typeof centre>),
          `${city}/${name}`,
        ).toBeLessThan(15);
      }
    }
  });

  it('takes a place whose name is also a word only as written for a place', () => {
    const names = (text: string) => findPlaces(text, foldText(text)).map((mention) => mention.place.name);
    expect(names('In de wijk is het rustig')).toEqual([]);
    expect(names('Boerderij in de Wijk, Drenthe')).toEqual(['de Wijk']);
    expect(names('IN EEN RUSTIGE STRAAT')).toEqual([]);
    expect(names('Woning te huur, 6715 AB Ede')).toEqual(['Ede']);
    expect(names("Kamer in 's-Hertogenbosch en in Den Bosch")).toEqual(["'s-Hertogenbosch", "'s-Hertogenbosch"]);
  });
});
