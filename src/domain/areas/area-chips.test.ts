import { describe, expect, it } from 'vitest';
import { textsFor } from '../../i18n/fixed-texts.ts';
import type { Area } from './area.ts';
import { areaChips, areasInWords, withoutChip, type AreaChip } from './area-chips.ts';

const oudePijp: Area = { kind: 'wijk', id: 3630424 };
const zuid: Area = { kind: 'stadsdeel', code: 'K' };
const centraal: Area = { kind: 'circle', center: [4.9003, 52.3791], radiusKm: 3, place: 'Amsterdam Centraal' };
const unnamedCircle: Area = { kind: 'circle', center: [4.9, 52.37], radiusKm: 2.5 };
const square: Area = {
  kind: 'polygon',
  rings: [
    [
      [4.88, 52.35],
      [4.9, 52.35],
      [4.9, 52.37],
      [4.88, 52.37],
    ],
  ],
};

const english = textsFor('en');
const dutch = textsFor('nl');

describe('the area chips', () => {
  it.each<[string, Area[], string[]]>([
    ['no area', [], []],
    ['a neighbourhood and a district, in one chip', [oudePijp, zuid], ['In Oude Pijp, Zuid']],
    ['a circle around a named place', [centraal], ['Within 3 km of Amsterdam Centraal']],
    ['a circle around a point without a name', [unnamedCircle], ['Within 2.5 km of a chosen point']],
    ['one drawn area', [square], ['In your drawn area']],
    ['two drawn areas, in one chip', [square, square], ['In your 2 drawn areas']],
    [
      'every kind at once: names first, then circles, then drawings',
      [square, centraal, oudePijp],
      ['In Oude Pijp', 'Within 3 km of Amsterdam Centraal', 'In your drawn area'],
    ],
  ])('%s', (_, areas, expected) => {
    expect(areaChips(areas, english).map((chip) => chip.text)).toEqual(expected);
  });

  it('say the same in Dutch', () => {
    expect(
      areaChips([oudePijp, zuid, centraal, unnamedCircle, square, square], dutch).map((chip) => chip.text),
    ).toEqual([
      'In Oude Pijp, Zuid',
      'Binnen 3 km van Amsterdam Centraal',
      'Binnen 2,5 km van een gekozen punt',
      'In je 2 getekende gebieden',
    ]);
    expect(areaChips([square], dutch).map((chip) => chip.text)).toEqual(['In je getekende gebied']);
  });

  it('each stand for their own areas, so removing a chip removes exactly those', () => {
    const areas = [square, oudePijp, centraal, zuid];
    const [names, circle, drawn] = areaChips(areas, english) as [AreaChip, AreaChip, AreaChip];
    expect(withoutChip(areas, names)).toEqual([square, centraal]);
    expect(withoutChip(areas, circle)).toEqual([square, oudePijp, zuid]);
    expect(withoutChip(areas, drawn)).toEqual([oudePijp, centraal, zuid]);
  });

  it('join into one line for the alert summary', () => {
    expect(areasInWords([], english)).toBeNull();
    expect(areasInWords([oudePijp, centraal], english)).toBe('In Oude Pijp · Within 3 km of Amsterdam Centraal');
  });
});
