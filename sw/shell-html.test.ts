import { describe, expect, it } from 'vitest';
import { prerenderedPage, stylesheetFirst, withPreviewHead } from './shell-html.ts';

const VITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>RoomRadar</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('stylesheetFirst', () => {
  it('moves the stylesheet above the first script, once', () => {
    const page = stylesheetFirst(VITE_INDEX);
    expect(page.indexOf('index-b.css')).toBeLessThan(page.indexOf('index-a.js'));
    expect(page.match(/stylesheet/g)).toHaveLength(1);
    expect(stylesheetFirst(page)).toBe(page);
  });
});

describe('prerenderedPage', () => {
  it("puts the screen in #root as it is (a '$' in the text included) and preloads the route's chunks", () => {
    const page = prerenderedPage(VITE_INDEX, "<h1>Rooms from $' and $&amp; up</h1>", [
      'assets/listings-c.js',
      'assets/shared-d.js',
    ]);
    expect(page).toContain(`<div id="root"><h1>Rooms from $' and $&amp; up</h1></div>`);
    expect(page).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/listings-c.js">');
    expect(page.indexOf('shared-d.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it('loads an early script async, before the entry has run and without waiting for it', () => {
    const page = prerenderedPage(VITE_INDEX, '<h1>x</h1>', [], { earlyScript: 'assets/first-visit-e.js' });
    expect(page).toContain(
      '<script type="module" async crossorigin fetchpriority="high" src="/assets/first-visit-e.js"></script>',
    );
    expect(page.indexOf('first-visit-e.js')).toBeLessThan(page.indexOf('</head>'));
    expect(prerenderedPage(VITE_INDEX, '<h1>x</h1>', [])).not.toContain('async');
  });

  it('refuses a shell without an empty root', () => {
    expect(() =>
      prerenderedPage(VITE_INDEX.replace('<div id="root"></div>', '<div id="root"><p>old</p></div>'), '<h1>x</h1>', []),
    ).toThrow('empty');
  });
});

describe('withPreviewHead', () => {
  const shell = VITE_INDEX.replace('<title>', '<meta name="description" content="The shell\'s own">\n    <title>');

  it("puts the page's tags in place of the shell's title and description, once", () => {
    const page = withPreviewHead(shell, '<title>A room</title>\n    <meta property="og:title" content="A room">');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>A room</title>');
    expect(page).not.toContain("The shell's own");
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<div id="root"></div>');
  });

  it("keeps a '$' in the tags as it is", () => {
    expect(withPreviewHead(shell, "<title>$' and $&amp;</title>")).toContain("<title>$' and $&amp;</title>");
  });
});
