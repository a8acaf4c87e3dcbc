import { Suspense, lazy } from 'react';
import { loadSonner } from './toast.ts';

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts rise from the bottom (bottom right; across the bottom on phones): at the top they covered the
 * header's buttons, Sign Out included, for as long as they showed. Loaded after the first screen (see
 * toast.ts); until then there is nothing to show.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-right" richColors closeButton />
    </Suspense>
  );
}
