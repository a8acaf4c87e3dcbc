import { describe, expect, it } from 'vitest';
import { toggleHousingType } from './housing-type-choice.ts';

describe('toggleHousingType', () => {
  it.each<[string[], string, boolean, string[]]>([
    // Choosing 'any' clears the specific types.
    [['room', 'studio'], 'any', true, ['any']],
    // 'Any' alone stays ticked: no type chosen means every type.
    [['any'], 'any', false, ['any']],
    [[], 'any', false, ['any']],
    // Ticking a type unticks 'any' by itself.
    [['any'], 'room', true, ['room']],
    [[], 'room', true, ['room']],
    [['room'], 'studio', true, ['room', 'studio']],
    [['room'], 'room', true, ['room']],
    // Unticking a type keeps the others; unticking the last ticks 'any' again.
    [['room', 'studio'], 'room', false, ['studio']],
    [['room'], 'room', false, ['any']],
  ])('%j, %s set to %s, gives %j', (current, type, isChecked, expected) => {
    expect(toggleHousingType(current, type, isChecked)).toEqual(expected);
  });
});
