import { afterEach, describe, expect, it } from 'vitest';
import { speakLanguage } from '../../i18n/i18n.ts';
import { numbersIn, valuesIn, type FilterKey } from '../../domain/filters/filter-table.ts';
import { numberChoices, valueChoices } from './filter-choices.ts';

const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label;

const numbers = (key: FilterKey) => numberChoices(numbersIn(key) ?? { values: [], unit: 'plain' });
const rentFromChoices = numbers('minPrice');
const rentToChoices = numbers('maxPrice');
const stayChoices = valueChoices('stay', valuesIn('lengthStay', 'panel'));

describe('the filter choices, written once per language', () => {
  afterEach(() => speakLanguage('en'));

  it('follow the language in use, and back', async () => {
    expect(labelOf(rentToChoices, '1200')).toBe('€1,200');
    expect(labelOf(stayChoices, 'any')).toBe('Any');
    await speakLanguage('nl');
    expect(labelOf(rentToChoices, '1200')).toMatch(/^€\s1\.200$/);
    expect(labelOf(stayChoices, 'any')).toBe('Maakt niet uit');
    await speakLanguage('en');
    expect(labelOf(rentFromChoices, '1200')).toBe('€1,200');
    expect(labelOf(rentToChoices, '1200')).toBe('€1,200');
  });

  it('say the ends of a range as people read them', () => {
    expect(labelOf(rentFromChoices, '0')).toBe('Any');
    expect(labelOf(rentToChoices, '2500')).toBe('No max');
    const roommates = numbers('maxRoommates');
    expect(labelOf(roommates, '999')).toBe('Any');
    expect(labelOf(roommates, '5')).toBe('5+');
    expect(labelOf(numbers('maxRoomSize'), '100')).toBe('No max');
    expect(labelOf(numbers('maxRoomSize'), '50')).toBe('50 m²');
  });

  it('name the furnishings and keep a list once made', () => {
    const furnishings = valueChoices('furnishing', valuesIn('furnishing', 'panel'));
    expect(furnishings.map((choice) => choice.label)).toEqual([
      'Any',
      'Furnished',
      'Upholstered',
      'Unfurnished (bare)',
    ]);
    expect(valueChoices('furnishing', valuesIn('furnishing', 'panel'))).toBe(furnishings);
  });
});
