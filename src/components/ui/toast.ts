// Shows the spec's toasts through sonner; `destructive` marks errors.
import { toast } from 'sonner';
import type { ToastText } from '../../domain/messages.ts';

type Options = { destructive?: boolean; durationMs?: number };

export function showToast(text: ToastText, { destructive = false, durationMs }: Options = {}): void {
  const options = { description: text.description, duration: durationMs };
  if (destructive) toast.error(text.title, options);
  else toast.success(text.title, options);
}
