// /listings for a new device's first visit, with its first answer already in it: the first page of cards
// drawn as HTML by the app's own prerenderer (src/prerender.tsx, kept in the build's RENDERER_DIR) and the
// answer beside them as JSON, which the app starts from (src/data/backend/embedded-first-answer.ts). A phone
// then shows listings when the HTML arrives instead of after the app's scripts, about a second later on a
// slow network. The answer is the first-results function's, asked as any visitor asks it (the anonymous
// role: public fields, no link to an original post). A drawn page is kept for a short while per language
// (listings change; the function's own answer may be cached as long). Without a renderer, an answer or a
// page to draw into, the prerendered page goes out as it is: this only ever makes the first paint earlier.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDERER_DIR, pageFileFor } from '../../../sw/shell-pages.ts';
import { escapeHtml } from '../../../src/domain/content/escape-html.ts';
import type { Language } from '../../../src/i18n/language.ts';

type Renderer = {
  renderRoute(route: string, language: Language, answer: { query: string; answer: unknown }): Promise<string>;
  firstVisitQuery(): string;
  EMBEDDED_ANSWER_ID: string;
};

/** The function's answer to a query string, or null when it has none to give. */
export type AskFirstResults = (query: string) => Promise<unknown>;

/** The page for a first visit to /listings in `language`, or null to send the prerendered one. */
export type ListingsPages = (language: Language) => Promise<string | null>;

/** How long a drawn page is served before it is drawn again: as long as the function's answer may be cached. */
export const LISTINGS_PAGE_FRESH_MS = 30_000;
/**
 * How long a visitor's page waits for a drawing: the first after a start loads the renderer (about a second)
 * and goes out prerendered instead; those after it get the drawn page.
 */
export const LISTINGS_PAGE_WAIT_MS = 250;

const ROOT_START = '<div id="root">';

/** JSON inside a <script>: nothing in it may end the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `page` (a prerendered page) with `screen` in #root instead of what was prerendered, and `data` at the end of
 * its head, where every script finds it, the first-visit script too (it may run before the body is read).
 */
export function withScreen(page: string, screen: string, data: string): string | null {
  const start = page.indexOf(ROOT_START);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0 || start < headEnd || end < start) return null;
  return (
    `${page.slice(0, headEnd)}${data}${page.slice(headEnd, start + ROOT_START.length)}` + `${screen}${page.slice(end)}`
  );
}

export function createListingsPages(options: {
  distDir: string;
  askFirstResults: AskFirstResults;
  now?: () => number;
}): ListingsPages & { prepare(languages: readonly Language[]): void } {
  const now = options.now ?? Date.now;
  let renderer: Promise<Renderer | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(path.join(options.distDir, RENDERER_DIR, 'prerender.js')).href).then(
      (module) => module as Renderer,
      () => null,
    ));
  // Per language: the newest drawing begun, when, and the last page finished (served while a new one is drawn).
  const drawn = new Map<Language, { at: number; page: Promise<string | null>; done: string | null }>();
  // The renderer speaks one language at a time (its i18next is the process's): one page is drawn at a time.
  let drawing: Promise<unknown> = Promise.resolve();

  async function draw(language: Language): Promise<string | null> {
    const app = await loadRenderer();
    if (!app) return null;
    const query = app.firstVisitQuery();
    const answer = await options.askFirstResults(query);
    if (answer === null) return null;
    const page = await readFile(path.join(options.distDir, pageFileFor('/listings', language)), 'utf8');
    const screen = await app.renderRoute('/listings', language, { query, answer });
    const data =
      `<script type="application/json" id="${app.EMBEDDED_ANSWER_ID}" data-query="${escapeHtml(query)}">` +
      `${scriptSafeJson({ query, answer })}</script>`;
    return withScreen(page, screen, data);
  }

  const waited = (page: Promise<string | null>) =>
    Promise.race([page, new Promise<null>((resolve) => setTimeout(() => resolve(null), LISTINGS_PAGE_WAIT_MS))]);

  const pageFor = (language: Language) => {
    const kept = drawn.get(language);
    if (kept && now() - kept.at < LISTINGS_PAGE_FRESH_MS)
      return kept.done !== null ? Promise.resolve(kept.done) : waited(kept.page);
    const page = drawing
      .then(() => draw(language))
      .catch((error: unknown) => {
        console.warn('/listings could not be drawn with its first answer; the prerendered page goes out', error);
        return null;
      });
    drawing = page;
    // A page drawn before goes out while its successor is drawn.
    const entry = { at: now(), page, done: kept?.done ?? null };
    drawn.set(language, entry);
    void page.then((finished) => {
      if (finished !== null && drawn.get(language) === entry) entry.done = finished;
    });
    return entry.done !== null ? Promise.resolve(entry.done) : waited(page);
  };

  /** Loads the renderer and draws each language's page now, so that the first visitors get theirs. */
  const prepare = (languages: readonly Language[]) => {
    for (const language of languages) void pageFor(language);
  };
  return Object.assign(pageFor, { prepare });
}
