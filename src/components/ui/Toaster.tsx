import { Suspense, lazy, useSyncExternalStore } from 'react';
import { hasAskedForToast, loadSonner, onFirstToast } from './toast.ts';

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts rise from the bottom (bottom right; across the bottom on phones): at the top they covered the
 * header's buttons, Sign Out included, for as long as they showed. Loaded with the first toast (see
 * toast.ts); until then there is nothing to show.
 */
export function Toaster() {
  const hasToast = useSyncExternalStore(onFirstToast, hasAskedForToast, () => false);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-right" richColors closeButton />
    </Suspense>
  );
}
