import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language.ts';

describe('chooseLanguage', () => {
  it("keeps the device's choice over the browser's preference", () => {
    expect(chooseLanguage('en', ['nl-NL', 'nl'])).toBe('en');
    expect(chooseLanguage('nl', ['en-US'])).toBe('nl');
  });

  it("takes the browser's first preference RoomRadar speaks, by its primary tag", () => {
    expect(chooseLanguage(null, ['de-DE', 'nl-BE', 'en'])).toBe('nl');
    expect(chooseLanguage(null, ['en-GB', 'nl'])).toBe('en');
    expect(chooseLanguage('xx', ['NL_nl'])).toBe('nl');
  });

  it('falls back to English', () => {
    expect(chooseLanguage(null, [])).toBe('en');
    expect(chooseLanguage(null, ['fr-FR', 'de'])).toBe('en');
  });
});
