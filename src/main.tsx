import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider, appStore } from './state/store.ts';
import { installTestHooks } from './state/test-hooks.ts';
import { authAtom } from './state/auth.ts';
import { hasAuthRedirect } from './data/auth-redirect.ts';
import { hasStoredSession, restoreSession } from './data/auth-client.ts';
import { router } from './router.ts';
import './index.css';

installTestHooks(window);
// supabase-js loads only when there is a session to restore or an auth redirect to read (a confirmation,
// recovery or sign-in link); a visitor's first page does not pay for it.
if (hasStoredSession() || hasAuthRedirect()) {
  appStore.set(authAtom, { status: 'loading' });
  void restoreSession();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
