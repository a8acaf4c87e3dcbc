// Everything about new versions that the first screen does not need at once, loaded after it: the drafts an
// update's reload left are put back (they wait up to ten seconds for their form anyway), and the service
// worker registers (only once the first copy is complete, see service-worker.ts).
import { updateText } from '../../i18n/messages.ts';
import { registerServiceWorker } from '../../data/browser/index.ts';
import { showPersistentToast } from '../ui/toast.ts';
import { restoreFormDrafts, saveFormDrafts } from './form-drafts.ts';

/** Restores drafts, registers the worker, and offers 'New version available!' when one is waiting. */
export function watchForNewVersions(): void {
  restoreFormDrafts();
  registerServiceWorker((activate) => {
    const update = () => {
      saveFormDrafts();
      activate();
    };
    showPersistentToast('new-version', updateText.newVersion, { label: updateText.update, onClick: update });
  });
}
