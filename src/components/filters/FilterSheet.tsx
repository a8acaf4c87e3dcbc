// The filters on a phone (issue 35 item 5): a sheet over the list instead of a panel that pushed the list
// down. A modal dialog (Radix): the focus stays in it, Escape and the close button close it, and the page
// behind does not scroll. Every change applies at once, as in the panel; the sticky button says how many
// listings the search finds now (the screen's own query) and closes the sheet onto them. A chunk of its own,
// loaded with its texts on first use (src/routes/listings.tsx).
import type { OptionLists } from '../../domain/listings/option-lists.ts';
import { filterSheetText, filterText } from '../../i18n/messages.ts';
import { Button } from '../ui/Button.tsx';
import { SheetDialog } from '../ui/SheetDialog.tsx';
import { FilterPanel } from './FilterPanel.tsx';

type Props = {
  options: OptionLists;
  /** The listings the current filters find; null until the first answer. */
  count: number | null;
  onClose: () => void;
};

export default function FilterSheet({ options, count, onClose }: Props) {
  return (
    <SheetDialog
      title={filterText.label}
      description={filterSheetText.description}
      closeLabel={filterSheetText.close}
      onClose={onClose}
      className="max-h-[92dvh]"
      headerClassName="border-b border-slate-200 px-4 py-2"
    >
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
        <FilterPanel options={options} />
      </div>
      <div className="border-t border-slate-200 p-4">
        <Button className="w-full" aria-live="polite" onClick={onClose}>
          {count === null ? filterSheetText.counting : filterSheetText.showListings({ count })}
        </Button>
      </div>
    </SheetDialog>
  );
}
