import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { common as english } from './locales/en.ts';
import { common as dutch } from './locales/nl.ts';
import { pages as englishPages } from './locales/en-pages.ts';
import { pages as dutchPages } from './locales/nl-pages.ts';
import { followUp as englishFollowUp } from './locales/en-follow-up.ts';
import { followUp as dutchFollowUp } from './locales/nl-follow-up.ts';
import { I18NEXT_OPTIONS } from './i18next-options.ts';
import { Translator, type TranslateOptions } from './translator.ts';

const resources = {
  en: { common: english, pages: englishPages, followUp: englishFollowUp },
  nl: { common: dutch, pages: dutchPages, followUp: dutchFollowUp },
};

const reference = i18next.createInstance();
await reference.init({ ...I18NEXT_OPTIONS, resources, lng: 'en', ns: ['common', 'pages', 'followUp'] });

function translatorIn(language: 'en' | 'nl'): Translator {
  const translator = new Translator(language);
  for (const [namespace, bundle] of Object.entries(resources[language]))
    translator.addResourceBundle(language, namespace, bundle as Record<string, unknown>);
  return translator;
}

/** Every key a text is read by: leaves by their dotted path, and plurals by their base ('x_one' → 'x'). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|other)$/, '')];
  if (Array.isArray(node)) return [prefix];
  if (!node || typeof node !== 'object') return [];
  return [
    ...new Set(Object.entries(node).flatMap(([name, child]) => keysOf(child, prefix ? `${prefix}.${name}` : name))),
  ];
}

/** The names of the values the texts under `node` take: '{{count, number}}' → 'count'. */
function valueNames(node: unknown): string[] {
  const names = [...JSON.stringify(node).matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)];
}

// Values of every kind the texts are given: whole and broken numbers, thousands, a count of 0, 1 and many,
// negative amounts, text with '{{' in it (never read again), and a value left out.
const samples: ((name: string) => unknown)[] = [
  () => 1,
  () => 0,
  () => 21,
  () => 1234.5,
  () => 1000000,
  () => -3.75,
  (name) => `${name} {{count}} <b>`,
];

describe.each(['en', 'nl'] as const)('the app translator in %s', (language) => {
  const translator = translatorIn(language);
  const fixed = reference.getFixedT(language);

  it.each([
    ['common', english],
    ['pages', englishPages],
    ['followUp', englishFollowUp],
  ] as const)('says what i18next says for every text of %s, with every kind of value', (namespace, catalogue) => {
    // Each text by its key, and each group and page whole (as the written pages are read).
    const keys = [...keysOf(catalogue), ...Object.keys(catalogue)];
    expect(keys.length).toBeGreaterThan(namespace === 'common' ? 400 : 15);
    const differences: string[] = [];
    for (const key of keys) {
      const names = valueNames((catalogue as Record<string, unknown>)[key.split('.')[0] ?? '']);
      for (const sample of samples) {
        const options: TranslateOptions = {
          ns: namespace,
          returnObjects: true,
          ...Object.fromEntries(names.map((name) => [name, sample(name)])),
        };
        const ours = JSON.stringify(translator.t(key, options));
        const theirs = JSON.stringify(fixed(key, options));
        if (ours !== theirs) differences.push(`${key} ${JSON.stringify(options)}: ${ours} != ${theirs}`);
      }
      const withoutValues = JSON.stringify(translator.t(key, { ns: namespace, returnObjects: true }));
      const theirsWithoutValues = JSON.stringify(fixed(key, { ns: namespace, returnObjects: true }));
      if (withoutValues !== theirsWithoutValues) differences.push(`${key} (no values): ${withoutValues}`);
    }
    expect(differences).toEqual([]);
  });

  it('writes a price in the language, in whole euros', () => {
    const price = translator.t('listingsText.pricePerMonth', { amount: 1234.5 });
    expect(price).toBe(fixed('listingsText.pricePerMonth', { amount: 1234.5 }));
    expect(price).toMatch(language === 'en' ? /^€1,235\/month$/ : /^€\s1\.235 per maand$/);
  });
});

describe('the app translator', () => {
  it('answers a key it does not know with the key, as i18next does', () => {
    expect(translatorIn('en').t('navText.noSuchText')).toBe('navText.noSuchText');
  });

  it('tells its listeners when the language changes, until they stop listening', async () => {
    const translator = translatorIn('en');
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    translator.on('languageChanged', listener);
    await translator.changeLanguage('nl');
    translator.off('languageChanged', listener);
    await translator.changeLanguage('en');
    expect(heard).toEqual(['nl']);
  });
});
