// The filters on a phone (issue 35 item 5): a sheet over the list instead of a panel that pushed the list
// down. A modal dialog (Radix): the focus stays in it, Escape and the close button close it, and the page
// behind does not scroll. Every change applies at once, as in the panel; the sticky button says how many
// listings the search finds now (the screen's own query) and closes the sheet onto them. A chunk of its own,
// loaded with its texts on first use (src/routes/listings.tsx).
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { OptionLists } from '../../domain/listings/option-lists.ts';
import { filterSheetText, filterText } from '../../i18n/messages.ts';
import { Button } from '../ui/Button.tsx';
import { FilterPanel } from './FilterPanel.tsx';

type Props = {
  options: OptionLists;
  /** The listings the current filters find; null until the first answer. */
  count: number | null;
  onClose: () => void;
};

export default function FilterSheet({ options, count, onClose }: Props) {
  // The button that opened the sheet has the focus as it mounts: closed, the keyboard goes back to it (the
  // dialog has no trigger of its own, so Radix would drop the focus on the page).
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!(opener instanceof HTMLElement)) return;
            event.preventDefault();
            opener.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-lg font-semibold">{filterText.label}</Dialog.Title>
            <Dialog.Close aria-label={filterSheetText.close} className="rounded-full p-2 hover:bg-slate-100">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{filterSheetText.description}</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
            <FilterPanel options={options} />
          </div>
          <div className="border-t border-slate-200 p-4">
            <Button className="w-full" aria-live="polite" onClick={onClose}>
              {count === null ? filterSheetText.counting : filterSheetText.showListings({ count })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
