// The build's prerenderer (built with `vite build --ssr`, run by sw/prerender-pages.ts): a route as a
// visitor first sees it, as HTML, so the page paints before any script has arrived; main.tsx then renders
// the app over it. Only routes whose first screen is the same for every visitor are prerendered, once in
// each language.
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { Provider, createStore } from './state/store.ts';
import { createAppRouter } from './router.ts';
import { speakLanguage } from './i18n/i18n.ts';
import type { Language } from './i18n/language.ts';

/** `path`'s first screen in `language` (one language at a time: the texts are the process's i18next). */
export async function renderRoute(path: string, language: Language): Promise<string> {
  await speakLanguage(language);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
