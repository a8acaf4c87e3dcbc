// A hosted project's auth mails (these templates and the subjects in supabase/config.toml) say what
// supabase/local's do: the catalogues' authMailText, Dutch when the user's metadata says "nl", else English.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { escapeHtml } from '../../src/domain/content/escape-html.ts';

const KINDS = ['confirmation', 'recovery', 'email_change'] as const;
const CATALOGUE_KIND = { confirmation: 'signup', recovery: 'recovery', email_change: 'email_change' } as const;
const DUTCH_IF = '{{ if eq (printf "%v" .Data.language) "nl" }}';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The Dutch and the English half of a Go template `DUTCH_IF…{{ else }}…{{ end }}`. */
function halves(template: string): { nl: string; en: string } {
  const dutchIf = DUTCH_IF.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${dutchIf}([\\s\\S]*)\\{\\{ else \\}\\}([\\s\\S]*)\\{\\{ end \\}\\}\\s*$`).exec(template);
  expect(match, 'one Dutch/English conditional around the whole template').not.toBeNull();
  return { nl: oneLine(match?.[1] ?? ''), en: oneLine(match?.[2] ?? '') };
}

const config = read('../config.toml');

describe.each(KINDS)('the %s mail', (kind) => {
  const template = read(`${kind}.html`);

  it.each(['nl', 'en'] as const)('in %s: the intro, the link and the expiry of the catalogue', (language) => {
    const texts = textsFor(language).authMailText;
    const copy = texts[CATALOGUE_KIND[kind]];
    const half = halves(template)[language];
    expect(half).toContain(`<html lang="${language}">`);
    expect(half).toContain(escapeHtml(copy.intro));
    expect(half).toContain(`<a href="{{ .ConfirmationURL }}">${escapeHtml(copy.action)}</a>`);
    expect(half).toContain(escapeHtml(texts.expiry));
  });

  it('is configured with a subject in both languages', () => {
    const section = new RegExp(
      `\\[auth\\.email\\.template\\.${kind}\\]\\nsubject = '([^']*)'\\ncontent_path = "([^"]*)"`,
    );
    const [, subject, path] = section.exec(config) ?? [];
    const { nl, en } = { nl: textsFor('nl').authMailText, en: textsFor('en').authMailText };
    expect(subject).toBe(
      `${DUTCH_IF}${nl[CATALOGUE_KIND[kind]].subject}{{ else }}${en[CATALOGUE_KIND[kind]].subject}{{ end }}`,
    );
    expect(path).toBe(`./supabase/templates/${kind}.html`);
  });
});
