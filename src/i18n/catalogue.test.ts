import { describe, expect, it } from 'vitest';
import { common as english } from './locales/en.ts';
import { common as dutch } from './locales/nl.ts';
import { pages as englishPages } from './locales/en-pages.ts';
import { pages as dutchPages } from './locales/nl-pages.ts';
import { followUp as englishFollowUp } from './locales/en-follow-up.ts';
import { followUp as dutchFollowUp } from './locales/nl-follow-up.ts';
import { mapScreen as englishMapScreen } from './locales/en-map.ts';
import { mapScreen as dutchMapScreen } from './locales/nl-map.ts';
import { areaTools as englishAreaTools } from './locales/en-areas.ts';
import { areaTools as dutchAreaTools } from './locales/nl-areas.ts';
import { sitePages as englishSitePages } from './locales/en-site-pages.ts';
import { sitePages as dutchSitePages } from './locales/nl-site-pages.ts';
import { filterHelp as englishFilterHelp } from './locales/en-filter-help.ts';
import { filterHelp as dutchFilterHelp } from './locales/nl-filter-help.ts';
import { serverTexts as englishServer } from './locales/en-server.ts';
import { serverTexts as dutchServer } from './locales/nl-server.ts';
import { textsFor } from './fixed-texts.ts';

type Leaves = Map<string, string>;

/** Every text of a catalogue by its dotted key ('listingsText.showListings', 'terms.4.paragraphs.0'). */
function leaves(node: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The values a text takes and the tags it wraps words in: '{{count, number}} <b>x</b>' → {{count}}, <b>. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?([a-z]+)>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();

describe.each([
  ['the screens', english, dutch],
  ['the written pages', englishPages, dutchPages],
  ['the follow-up', englishFollowUp, dutchFollowUp],
  ['the map screen', englishMapScreen, dutchMapScreen],
  ['the area tools', englishAreaTools, dutchAreaTools],
  ['the site pages', englishSitePages, dutchSitePages],
  ['the filter sheet and empty result', englishFilterHelp, dutchFilterHelp],
  ['what only the server writes', englishServer, dutchServer],
])('the Dutch catalogue of %s', (_name, en, nl) => {
  const englishTexts = leaves(en);
  const dutchTexts = leaves(nl);

  it('has every English key and no other', () => {
    expect([...dutchTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it('fills in the same values and tags as the English text, in every text', () => {
    const differing = [...englishTexts]
      .filter(([key, text]) => JSON.stringify(slots(text)) !== JSON.stringify(slots(dutchTexts.get(key) ?? '')))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('is translated, not copied: most texts differ from the English', () => {
    // A text of values and units only ('{{value, number}} MB', a rent's amount) has nothing to translate.
    const hasWords = (text: string) => /[a-z]/i.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/\b(MB|km)\b/g, ''));
    const texts = [...englishTexts].filter(([, text]) => hasWords(text));
    const same = texts.filter(([key, text]) => dutchTexts.get(key) === text);
    // Brand names, 'Premium', 'Studio', 'Menu' and the like are the same in both languages.
    expect(same.length / texts.length).toBeLessThan(0.05);
  });
});

describe('the texts of a given language', () => {
  it('say the same thing in each language with the values filled in, and pick the plural', () => {
    const en = textsFor('en');
    const nl = textsFor('nl');
    expect(en.listingsText.pricePerMonth({ amount: 1250 })).toBe('€1,250/month');
    expect(nl.listingsText.pricePerMonth({ amount: 1250 })).toBe('€\u00a01.250 per maand'); // Intl keeps the sign and the amount together
    expect(en.favoritesText.count({ count: 1 })).toBe('1 favorite listing');
    expect(en.favoritesText.count({ count: 2 })).toBe('2 favorite listings');
    expect(nl.favoritesText.count({ count: 1 })).not.toBe(nl.favoritesText.count({ count: 2 }).replace('2', '1'));
    expect(nl.listingsText.showingResults({ count: 12500 })).toContain('12.500');
  });

  it('take anything that is not a language RoomRadar speaks as English', () => {
    expect(textsFor('fr').navText.listings).toBe('Listings');
    expect(textsFor(undefined).navText.listings).toBe('Listings');
  });
});
