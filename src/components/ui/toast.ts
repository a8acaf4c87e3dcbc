// Shows the spec's toasts through sonner; `destructive` marks errors. Sonner (10 KB gzip) loads with the
// first toast, not with the first screen: a toast answers an action or an event, and many visits show none.
// The Toaster mounts sonner's only once a toast has been asked for (`hasAskedForToast`); sonner replays a
// toast asked before its Toaster subscribed.
import type * as Sonner from 'sonner';
import type { ToastText } from '../../i18n/messages.ts';

/** `destructive` marks errors; `informative` a notice that is neither an error nor a success. */
type Options = { destructive?: boolean; informative?: boolean; durationMs?: number };

let isAsked = false;
const listeners = new Set<() => void>();

/** Loads sonner, and tells the Toaster that a toast is coming. */
export function loadSonner(): Promise<typeof Sonner> {
  if (!isAsked) {
    isAsked = true;
    for (const listener of [...listeners]) listener();
  }
  return import('sonner');
}

/** Whether any toast has been asked for on this page (for useSyncExternalStore). */
export const hasAskedForToast = (): boolean => isAsked;

export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(
  text: ToastText,
  { destructive = false, informative = false, durationMs }: Options = {},
): void {
  const options = { description: text.description, duration: durationMs };
  void loadSonner().then(({ toast }) => {
    if (destructive) toast.error(text.title, options);
    else if (informative) toast.info(text.title, options);
    else toast.success(text.title, options);
  });
}

/** A toast that stays until acted on, with one button; shown once however often it is asked for. */
export function showPersistentToast(id: string, title: string, action: { label: string; onClick: () => void }): void {
  void loadSonner().then(({ toast }) => toast(title, { id, duration: Number.POSITIVE_INFINITY, action }));
}
