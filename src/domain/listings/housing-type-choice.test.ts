import { describe, expect, it } from 'vitest';
import { areSpecificTypesDisabled, toggleHousingType } from './housing-type-choice.ts';

describe('toggleHousingType', () => {
  it.each<[string[], string, boolean, string[]]>([
    [['room', 'studio'], 'any', true, ['any']],
    [['any'], 'any', false, []],
    [[], 'room', true, ['room']],
    [['any'], 'room', true, ['room']],
    [['room'], 'studio', true, ['room', 'studio']],
    [['room', 'studio'], 'room', false, ['studio']],
    [['room'], 'room', false, ['any']],
    [['room'], 'room', true, ['room']],
  ])('%j, %s set to %s, gives %j', (current, type, isChecked, expected) => {
    expect(toggleHousingType(current, type, isChecked)).toEqual(expected);
  });
});

describe('areSpecificTypesDisabled', () => {
  it('disables specific types while any is on', () => {
    expect(areSpecificTypesDisabled(['any'])).toBe(true);
    expect(areSpecificTypesDisabled([])).toBe(false);
    expect(areSpecificTypesDisabled(['room'])).toBe(false);
  });
});
