// The output files a route's code needs, read from Vite's build manifest: TanStack Router splits each
// file route's component into a chunk of its own, which imports other chunks statically. Used by the
// prerenderer (to preload a page's chunks) and by the landing budget check.

export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of a file route's split component, for a route path such as / or /listings. */
export function routeComponentKey(route: string): string {
  return `src/routes/${route === '/' ? 'index' : route.slice(1)}.tsx?tsr-split=component`;
}

/** The JavaScript files of the chunks at `keys` and of every chunk they import statically, each once. */
export function staticChunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** The manifest key of a language's catalogue, a chunk of its own that the app imports before it renders. */
export function catalogueKey(language: string): string {
  return `src/i18n/locales/${language}.ts`;
}
