import { Fragment, StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider, appStore } from './state/store.ts';
import { installTestHooks } from './state/test-hooks.ts';
import { authAtom } from './state/auth.ts';
import { hasAuthRedirect, hasStoredSession, restoreSession } from './data/auth/index.ts';
import { askFirstResultsEarly } from './data/backend/index.ts';
import { startDataWorkersOnRepeatVisit } from './data/workers/index.ts';
import { router } from './router.ts';
import { deviceLanguage } from './data/browser/index.ts';
import { currentLanguage, i18n, speakLanguage } from './i18n/i18n.ts';
import { useLanguage } from './state/language.ts';
import { prepareDateFormats } from './domain/listings/format.ts';
import './index.css';

installTestHooks(window);
// supabase-js loads only when there is a session to restore or an auth redirect to read (a confirmation,
// recovery or sign-in link); a visitor's first page does not pay for it.
if (hasStoredSession() || hasAuthRedirect()) {
  appStore.set(authAtom, { status: 'loading' });
  void restoreSession();
}

// A new device opening /listings: its first answer is on the way before the route's code has loaded.
askFirstResultsEarly(window.location.pathname);
startDataWorkersOnRepeatVisit();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/**
 * The app, drawn afresh when the language changes: every text is read again, while the route, its search
 * (the filters) and the stores, which live outside React, stay as they were.
 */
function InLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

function renderApp(root: HTMLElement, { overPrerendered }: { overPrerendered: boolean }): void {
  const app = createRoot(root);
  const render = () =>
    app.render(
      <StrictMode>
        <Provider store={appStore}>
          <InLanguage>
            <RouterProvider router={router} />
          </InLanguage>
        </Provider>
      </StrictMode>,
    );
  // Over a prerendered page the first render has nothing to show that is not on screen already, so it
  // may yield to the browser as it goes (a transition) rather than hold a phone's main thread for long.
  if (overPrerendered) startTransition(render);
  else render();
}

// A prerendered page (sw/prerender-pages.ts) already shows the route's first screen; the app replaces it
// in one commit once the route's code is loaded, never with an emptier screen in between. Rendering over it
// rather than hydrating: what this device knows (a member, the last count) may differ from the HTML.
// The device's language is loaded (its catalogue is a chunk of its own) before anything renders; a
// catalogue that fails to load (offline, not cached yet) leaves English, the one the shell was built in.
// <html lang> follows whatever the app speaks: the first catalogue's language, then every switch.
const followLanguage = () => {
  document.documentElement.lang = currentLanguage();
};
i18n.on('languageChanged', followLanguage);
const language = deviceLanguage();
const texts = speakLanguage(language)
  .catch(() => speakLanguage('en'))
  .then(followLanguage);
// Every first screen writes numbers (the count, rents) and /listings dates; the first formatter of each kind
// sets up ICU, 60 to 140 ms on Lighthouse's phone. Here each is a task of its own while the route's code and
// catalogue load, rather than a long stretch of the first render's task.
setTimeout(() => i18n.prepareNumbers(language));
setTimeout(() => prepareDateFormats(language));
if (rootElement.hasChildNodes()) {
  // A route whose code fails to load renders its error screen all the same.
  void texts
    .then(() => router.load())
    .catch(() => undefined)
    .then(() => renderApp(rootElement, { overPrerendered: true }));
} else {
  void texts.then(() => renderApp(rootElement, { overPrerendered: false }));
}
