import { describe, expect, it } from 'vitest';
import { englishCatalogue } from './catalogue.ts';
import { dutch } from './nl.ts';

const groupOf = (key: string) => key.split('.')[0] as string;

describe('the catalogues', () => {
  const english = englishCatalogue();

  it('English holds the texts of src/domain/messages.ts, the spec’s', () => {
    expect(english['navText.getRoomAlerts']).toBe('Get Room Alerts');
    expect(english['alertToasts.saved.title']).toBe('Alert saved');
  });

  it('Dutch names no key English does not have', () => {
    expect(Object.keys(dutch).filter((key) => !(key in english))).toEqual([]);
  });

  it('every group Dutch has begun is complete', () => {
    const begun = new Set(Object.keys(dutch).map(groupOf));
    const missing = Object.keys(english).filter((key) => begun.has(groupOf(key)) && !(key in dutch));
    expect(missing).toEqual([]);
  });
});
