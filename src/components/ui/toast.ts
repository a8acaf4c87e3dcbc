// Shows the spec's toasts through sonner; `destructive` marks errors.
import { toast } from 'sonner';
import type { ToastText } from '../../domain/messages.ts';

/** `destructive` marks errors; `informative` a notice that is neither an error nor a success. */
type Options = { destructive?: boolean; informative?: boolean; durationMs?: number };

export function showToast(
  text: ToastText,
  { destructive = false, informative = false, durationMs }: Options = {},
): void {
  const options = { description: text.description, duration: durationMs };
  if (destructive) toast.error(text.title, options);
  else if (informative) toast.info(text.title, options);
  else toast.success(text.title, options);
}
