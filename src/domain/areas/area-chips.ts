// The active areas in words, as chips above the results and in the alert summary: the chosen districts and
// neighbourhoods in one chip ("In De Pijp, Oud-Zuid"), each circle in its own ("Within 3 km of Amsterdam
// Centraal"), the drawn areas in one ("In your drawn area"). Each chip knows which areas it stands for, so
// removing it removes them.
import type { Area, StadsdeelArea, WijkArea } from './area.ts';
import { nameOfArea } from './area-names.ts';
import type { DomainTexts } from '../texts.ts';

export type AreaChip = { text: string; indices: number[] };
type AreaTexts = Pick<DomainTexts, 'areaText'>;

/** Kilometres to one decimal (the catalogue writes the number in the language in use: 2.5, 2,5). */
const kilometres = (radiusKm: number) => Math.round(radiusKm * 10) / 10;

export function areaChips(areas: readonly Area[], { areaText }: AreaTexts): AreaChip[] {
  const named: number[] = [];
  const drawn: number[] = [];
  const chips: AreaChip[] = [];
  areas.forEach((area, index) => {
    if (area.kind === 'wijk' || area.kind === 'stadsdeel') named.push(index);
    else if (area.kind === 'polygon') drawn.push(index);
  });
  if (named.length > 0) {
    const names = named.map((index) => {
      const area = areas[index] as WijkArea | StadsdeelArea;
      return nameOfArea(area) ?? (area.kind === 'wijk' ? String(area.id) : area.code);
    });
    chips.push({ text: areaText.chipIn({ names: names.join(', ') }), indices: named });
  }
  areas.forEach((area, index) => {
    if (area.kind !== 'circle') return;
    const km = kilometres(area.radiusKm);
    const text = area.place ? areaText.chipWithin({ km, place: area.place }) : areaText.chipWithinPoint({ km });
    chips.push({ text, indices: [index] });
  });
  if (drawn.length > 0) chips.push({ text: areaText.chipDrawn({ count: drawn.length }), indices: drawn });
  return chips;
}

/** The areas in one line ("In Jordaan · Within 3 km of Amsterdam Centraal"), or null for none. */
export function areasInWords(areas: readonly Area[], texts: AreaTexts): string | null {
  const chips = areaChips(areas, texts);
  return chips.length === 0 ? null : chips.map((chip) => chip.text).join(' · ');
}

/** The areas without those a chip stands for. */
export const withoutChip = (areas: readonly Area[], chip: AreaChip): Area[] =>
  areas.filter((_, index) => !chip.indices.includes(index));
