// A modal dialog that rises from the bottom of a phone's screen (the area picker, the phone's filters): its
// title and close button, a description for screen readers, the page behind dimmed and out of reach (Radix
// keeps the focus inside and the page from scrolling). Closed, the keyboard goes back to what opened it.
import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn.ts';

type Props = {
  title: string;
  /** Said to screen readers as the dialog opens. */
  description: string;
  closeLabel: string;
  onClose: () => void;
  /** The sheet's own layout (its height, padding; a centred card from some width). */
  className?: string;
  headerClassName?: string;
  children: ReactNode;
};

export function SheetDialog({ title, description, closeLabel, onClose, className, headerClassName, children }: Props) {
  // The element that opened the sheet has the focus as it mounts. The dialog has no trigger of its own, so
  // Radix would drop the focus on the page.
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
          className={cn('fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-2xl bg-white shadow-xl', className)}
        >
          <div className={cn('flex items-center justify-between gap-2', headerClassName)}>
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="rounded-full p-2 hover:bg-slate-100">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
