// The build's prerenderer (built with `vite build --ssr`, run by sw/prerender-pages.ts): a route as a
// visitor first sees it, as HTML, so the page paints before any script has arrived; main.tsx then renders
// the app over it. Only routes whose first screen is the same for every visitor are prerendered, once in
// each language. The local server uses it too, to draw /listings with a first answer in it
// (supabase/local/app-host/listings-page.ts).
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { Provider, createStore } from './state/store.ts';
import { createAppRouter } from './router.ts';
import { speakLanguage } from './i18n/i18n.ts';
import type { Language } from './i18n/language.ts';
import { firstResultsQuery, provideEmbeddedAnswer, type EmbeddedAnswer } from './data/backend/index.ts';
import { FIRST_VISIT_FILTERS } from './domain/listings/filter-state.ts';

export { EMBEDDED_ANSWER_ID, type EmbeddedAnswer } from './data/backend/index.ts';

/**
 * `path`'s first screen in `language` (one language at a time: the texts are the process's i18next), with
 * the list drawn from `answer` when one is given.
 */
export async function renderRoute(
  path: string,
  language: Language,
  answer: EmbeddedAnswer | null = null,
): Promise<string> {
  await speakLanguage(language);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  provideEmbeddedAnswer(answer);
  try {
    return renderToString(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
  } finally {
    provideEmbeddedAnswer(null);
  }
}

/** The question a new device's /listings asks first (the list, the first visit's filters), as a query string. */
export const firstVisitQuery = (): string => firstResultsQuery({ filters: FIRST_VISIT_FILTERS, order: 'list' });
