import { describe, expect, it } from 'vitest';
import { nameOfArea, NAMED_AREAS, parseKnownAreas, searchNamedAreas } from './area-names.ts';

const names = (query: string) => searchNamedAreas(query).map((named) => named.name);

describe('the named areas', () => {
  it('offer the eight districts first, then the neighbourhoods by name', () => {
    expect(NAMED_AREAS.slice(0, 8).every((named) => named.area.kind === 'stadsdeel')).toBe(true);
    expect(NAMED_AREAS.slice(8).every((named) => named.area.kind === 'wijk')).toBe(true);
    expect(names('ijmeer')).toEqual([]);
  });

  it('are found in Dutch or English, without regard to case, accents or hyphens', () => {
    expect(names('de pijp')).toEqual(['Oude Pijp', 'Nieuwe Pijp'].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(names('South')).toContain('Zuid');
    expect(names('southeast')).toContain('Zuidoost');
    expect(names('JORDAAN')).toEqual(['Jordaan']);
    expect(names('oud west')).toContain('Kinkerbuurt');
    expect(names('slotermeer noord')).toEqual(['Slotermeer-Noordoost']);
  });

  it('name an area by its id or code, and know when one does not exist', () => {
    expect(nameOfArea({ kind: 'wijk', id: 3630424 })).toBe('Oude Pijp');
    expect(nameOfArea({ kind: 'stadsdeel', code: 'k' })).toBe('Zuid');
    expect(nameOfArea({ kind: 'wijk', id: 1 })).toBeNull();
    expect(parseKnownAreas([{ kind: 'wijk', id: 1 }])).toEqual({
      ok: false,
      problem: 'area 1: no Amsterdam wijk with id 1',
    });
    expect(parseKnownAreas([{ kind: 'stadsdeel', code: 'Q' }])).toEqual({
      ok: false,
      problem: 'area 1: no Amsterdam stadsdeel with code "Q"',
    });
    expect(parseKnownAreas([{ kind: 'stadsdeel', code: 'K' }]).ok).toBe(true);
  });
});
