import { useEffect } from 'react';
import { updateText } from '../../domain/messages.ts';
import { registerServiceWorker } from '../../data/browser/index.ts';
import { showPersistentToast } from '../ui/toast.ts';
import { restoreFormDrafts, saveFormDrafts } from './form-drafts.ts';

/** The persistent 'New version available!' toast with its Update button (product spec section 4). */
export function UpdatePrompt() {
  useEffect(() => {
    // Back from an update's reload: what was typed goes back into its form.
    restoreFormDrafts();
    registerServiceWorker((activate) => {
      const update = () => {
        saveFormDrafts();
        activate();
      };
      showPersistentToast('new-version', updateText.newVersion, { label: updateText.update, onClick: update });
    });
  }, []);
  return null;
}
