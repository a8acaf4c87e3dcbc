import { afterEach, describe, expect, it } from 'vitest';
import { speakLanguage } from '../../i18n/i18n.ts';
import { rentFromChoices, rentToChoices, stayChoices } from './filter-choices.ts';

const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label;

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
});
