// Edits of the built index.html for the shell's pages (sw/prerender-pages.ts).

export const EMPTY_ROOT = '<div id="root"></div>';

/** The stylesheet before the scripts (Vite writes it after them): it is what holds up the first paint. */
export function stylesheetFirst(html: string): string {
  const stylesheet = /^\s*<link rel="stylesheet"[^>]*>\n/m.exec(html);
  const firstScript = html.search(/^\s*<(script|link rel="modulepreload")/m);
  if (!stylesheet || firstScript < 0 || stylesheet.index < firstScript) return html;
  const withoutIt = html.replace(stylesheet[0], '');
  return `${withoutIt.slice(0, firstScript)}${stylesheet[0]}${withoutIt.slice(firstScript)}`;
}

/**
 * The shell with a route's first screen in #root, its chunks preloaded and, for a route that has one, the
 * script that starts its first request before the app has loaded. They load at low priority: the
 * stylesheet (for the first paint) and the entry (which runs first) matter more on a slow network.
 */
export function prerenderedPage(
  shell: string,
  screen: string,
  chunkFiles: readonly string[],
  { earlyScript, language = 'en' }: { earlyScript?: string; language?: string } = {},
): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`The shell has no empty ${EMPTY_ROOT} to prerender into`);
  // An early script runs as soon as it arrives (async), ahead of the entry it does not depend on.
  const early = earlyScript
    ? `  <script type="module" async crossorigin fetchpriority="high" src="/${earlyScript}"></script>\n  `
    : '';
  const preloads = chunkFiles
    .map((file) => `  <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">\n  `)
    .join('');
  // Replacer functions: the rendered text may hold '$&' or "$'", which a replacement string would expand.
  return shell
    .replace(/<html lang="[a-z-]*"/, () => `<html lang="${language}"`)
    .replace(EMPTY_ROOT, () => `<div id="root">${screen}</div>`)
    .replace('</head>', () => `${early}${preloads}</head>`);
}

/**
 * The shell with a page's own title, description and preview tags (a listing's, for chat apps that read the
 * page without running it) in place of the shell's title and description. `tags` is markup made safe by its
 * maker (src/domain/listings/share-preview.ts).
 */
export function withPreviewHead(shell: string, tags: string): string {
  return shell
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
