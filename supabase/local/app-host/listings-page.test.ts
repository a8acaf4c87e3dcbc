import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RENDERER_DIR } from '../../../sw/shell-pages.ts';
import { LISTINGS_PAGE_FRESH_MS, LISTINGS_PAGE_WAIT_MS, createListingsPages, withScreen } from './listings-page.ts';

const PAGE =
  '<!doctype html><html lang="en"><head><title>RoomRadar</title></head><body>\n    <div id="root"><div><p>Loading listings...</p></div></div>\n  </body>\n</html>';

describe('withScreen', () => {
  it('puts the screen in #root instead of the prerendered one, and the data at the end of the head', () => {
    const page = withScreen(PAGE, '<main>cards</main>', '<script type="application/json">{}</script>');
    expect(page).toBe(
      '<!doctype html><html lang="en"><head><title>RoomRadar</title><script type="application/json">{}</script></head><body>\n    <div id="root"><main>cards</main></div>\n  </body>\n</html>',
    );
  });

  it('refuses a page that is not a prerendered page', () => {
    expect(withScreen('<html><body>no root</body></html>', 'x', 'y')).toBeNull();
  });
});

describe('the first visit’s /listings', () => {
  let distDir: string;
  beforeEach(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'roomradar-listings-page-'));
    await writeFile(path.join(distDir, 'listings.html'), PAGE);
    await writeFile(path.join(distDir, 'listings.nl.html'), PAGE.replace('lang="en"', 'lang="nl"'));
  });
  afterEach(() => rm(distDir, { recursive: true, force: true }));

  /** A renderer that draws the answer's count as the screen, after `delayMs`; a module of its own each time. */
  async function writeRenderer(delayMs = 0): Promise<void> {
    await mkdir(path.join(distDir, RENDERER_DIR), { recursive: true });
    await writeFile(
      path.join(distDir, RENDERER_DIR, 'prerender.js'),
      `export const EMBEDDED_ANSWER_ID = 'answer';
       export const firstVisitQuery = () => 'order=list';
       export async function renderRoute(route, language, { answer }) {
         await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
         return '<main lang="' + language + '">' + route + ' ' + answer.count + '</main>';
       }`,
    );
  }

  it('draws the page with the answer and the cards, the answer made safe inside its script', async () => {
    await writeRenderer();
    const asked: string[] = [];
    const pages = createListingsPages({
      distDir,
      askFirstResults: async (query) => {
        asked.push(query);
        return { count: 7, title: '</script><script>alert(1)</script>' };
      },
    });
    const page = await pages('nl');
    expect(asked).toEqual(['order=list']);
    expect(page).toContain('<div id="root"><main lang="nl">/listings 7</main></div>');
    expect(page).toContain(
      '<script type="application/json" id="answer" data-query="order=list">{"query":"order=list","answer":{"count":7,"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script></head>',
    );
    expect(page?.match(/<script/g)).toHaveLength(1);
  });

  it('keeps a page for a while, then draws it again while the last one still goes out', async () => {
    await writeRenderer();
    let count = 0;
    let now = 1_000;
    const pages = createListingsPages({
      distDir,
      askFirstResults: async () => ({ count: (count += 1) }),
      now: () => now,
    });
    expect(await pages('en')).toContain('/listings 1');
    now += LISTINGS_PAGE_FRESH_MS - 1;
    expect(await pages('en')).toContain('/listings 1');
    now += 1;
    // Stale: the last page goes out at once, and the next visitor gets the new one.
    expect(await pages('en')).toContain('/listings 1');
    await expect.poll(() => pages('en')).toContain('/listings 2');
    expect(count).toBe(2);
  });

  it('sends the prerendered page (null) rather than make a visitor wait for a slow first drawing', async () => {
    await writeRenderer(LISTINGS_PAGE_WAIT_MS * 4);
    const pages = createListingsPages({ distDir, askFirstResults: async () => ({ count: 3 }) });
    expect(await pages('en')).toBeNull();
    await expect.poll(() => pages('en'), { timeout: LISTINGS_PAGE_WAIT_MS * 10 }).toContain('/listings 3');
  });

  it('sends the prerendered page without a renderer, or without an answer', async () => {
    const withoutRenderer = createListingsPages({ distDir, askFirstResults: async () => ({ count: 1 }) });
    expect(await withoutRenderer('en')).toBeNull();
    await writeRenderer();
    const withoutAnswer = createListingsPages({ distDir, askFirstResults: async () => null });
    expect(await withoutAnswer('en')).toBeNull();
    const failing = createListingsPages({
      distDir,
      askFirstResults: () => Promise.reject(new Error('the function is down')),
    });
    expect(await failing('en')).toBeNull();
  });
});
