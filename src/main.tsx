import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider, appStore } from './state/store.ts';
import { installTestHooks } from './state/test-hooks.ts';
import { authAtom } from './state/auth.ts';
import { hasStoredSession, restoreSession } from './data/auth-client.ts';
import { router } from './router.ts';
import './index.css';

installTestHooks(window);
if (hasStoredSession()) appStore.set(authAtom, { status: 'loading' });
void restoreSession();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
