import { afterEach, describe, expect, it } from 'vitest';
import { speakLanguage } from '../../i18n/i18n.ts';
import {
  cityOptions,
  housingTypeOptions,
  housingTypesFromValue,
  housingTypeValue,
  maxRentOptions,
} from './widget-options.ts';

describe('cityOptions', () => {
  it.each<[string[], string, string[]]>([
    [[], 'any', ['any', 'Amsterdam']],
    [['any', 'Amsterdam', 'Haarlem', 'Utrecht'], 'Amsterdam', ['any', 'Amsterdam', 'Haarlem', 'Utrecht']],
    [['Haarlem'], 'Utrecht', ['any', 'Amsterdam', 'Haarlem', 'Utrecht']],
  ])('%j with %j offers %j', (cities, current, expected) => {
    expect(cityOptions(cities, current).map((option) => option.value)).toEqual(expected);
  });

  it('labels no city filter as all of the Netherlands', () => {
    expect(cityOptions([], 'any')[0]?.label).toBe('All of the Netherlands');
  });
});

describe('housing types', () => {
  it.each<[string[], string]>([
    [['any'], 'any'],
    [[], 'any'],
    [['room'], 'room'],
    [['room', 'studio'], 'room,studio'],
  ])('%j reads as %j and back', (types, value) => {
    expect(housingTypeValue(types)).toBe(value);
    expect(housingTypesFromValue(value)).toEqual(types.length === 0 ? ['any'] : types);
  });

  it('offers any and the data types, and keeps a choice the list cannot name', () => {
    expect(housingTypeOptions(['any', 'room', 'studio'], 'any')).toEqual([
      { value: 'any', label: 'Any type' },
      { value: 'room', label: 'Room' },
      { value: 'studio', label: 'Studio' },
    ]);
    expect(housingTypeOptions(['any', 'room', 'studio'], 'room,studio').at(-1)).toEqual({
      value: 'room,studio',
      label: 'Room, Studio',
    });
  });
});

describe('maxRentOptions', () => {
  afterEach(() => speakLanguage('en'));

  it('is written once per language and follows a switch', async () => {
    const english = maxRentOptions();
    expect(maxRentOptions()).toBe(english);
    expect(english.find((option) => option.value === '1000')?.label).toBe('Up to €1,000');
    await speakLanguage('nl');
    expect(maxRentOptions().find((option) => option.value === '1000')?.label).toMatch(/^Tot €\s1\.000$/);
  });
});
