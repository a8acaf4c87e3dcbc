import { Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts rise from the bottom (bottom right; across the bottom on phones): at the top they covered the
 * header's buttons, Sign Out included, for as long as they showed.
 */
export function Toaster() {
  return <SonnerToaster position="bottom-right" richColors closeButton />;
}
