// Shows the spec's toasts through sonner; `destructive` marks errors. Sonner loads with the first toast or
// the Toaster, whichever comes first, not with the first screen's script: a toast answers an action, and
// one asked before the Toaster has mounted shows as it mounts.
import type { ToastText } from '../../domain/messages.ts';

/** `destructive` marks errors; `informative` a notice that is neither an error nor a success. */
type Options = { destructive?: boolean; informative?: boolean; durationMs?: number };

export const loadSonner = () => import('sonner');

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
