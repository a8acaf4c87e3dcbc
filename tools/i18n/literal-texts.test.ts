import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { literalTexts, textsReadAtLoad } from './literal-texts.ts';

/** Where the app's screens are written; every text a person reads there comes from the catalogues. */
const SCREEN_FILES = globSync(['src/components/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'], {
  ignore: ['**/*.test.ts'],
});
/** Modules whose values are shown as they are: option lists, formats, summaries. */
const SHOWN_FILES = globSync(['src/domain/listings/*.ts', 'src/domain/alerts/*.ts', 'src/domain/*.ts'], {
  ignore: ['**/*.test.ts'],
});

describe('the scanner', () => {
  it('finds words between tags, in spoken attributes and prose in code, and nothing else', () => {
    const source = `
      const toast = { title: 'Saved the alert' };
      export function A() {
        return <div className="flex gap-2" aria-label="Close preview" data-state="open">
          Hello there
          <img alt={\`Photo \${1} of \${2}\`} src="/x.png" />
          <span>RoomRadar · €</span>{toast.title}
          <button>{busy ? 'Saving...' : (done && 'Done')}</button>{busy ? 'RoomRadar' : null}
        </div>;
      }`;
    expect(literalTexts('a.tsx', source).map((hit) => `${hit.where}: ${hit.text}`)).toEqual([
      'string: Saved the alert',
      'aria-label: Close preview',
      'between tags: Hello there',
      'string: Photo of',
      'shown in JSX: Saving...',
      'shown in JSX: Done',
    ]);
  });

  it('finds texts read while a module loads, not those read when a component renders', () => {
    const source = `
      const links = [{ label: footerText.about }];
      const later = () => footerText.about;
      export function A() { return <p>{navText.listings}</p>; }`;
    expect(textsReadAtLoad('a.tsx', source).map((hit) => hit.text)).toEqual(['footerText.about']);
  });
});

describe('the screens', () => {
  it.each(SCREEN_FILES)('%s writes no text of its own: every one comes from the catalogues', (file) => {
    expect(literalTexts(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each([...SCREEN_FILES, ...SHOWN_FILES])('%s reads no text while it loads', (file) => {
    expect(textsReadAtLoad(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
