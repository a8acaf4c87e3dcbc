import { useEffect } from 'react';
import { toast } from 'sonner';
import { updateText } from '../../domain/messages.ts';
import { registerServiceWorker } from '../../data/service-worker.ts';

/** The persistent 'New version available!' toast with its Update button (product spec section 4). */
export function UpdatePrompt() {
  useEffect(() => {
    registerServiceWorker((activate) => {
      toast(updateText.newVersion, { id: 'new-version', duration: Number.POSITIVE_INFINITY, action: { label: updateText.update, onClick: activate } });
    });
  }, []);
  return null;
}
