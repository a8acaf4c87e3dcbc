import { useId } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { listingsText } from '../../i18n/messages.ts';
import { Button } from '../ui/Button.tsx';
import { cn } from '../ui/cn.ts';

type Props = {
  /** How many filters narrow the search: a badge, and said as the button's description. */
  activeCount: number;
  isOpen: boolean;
  /** Whether it opens the filters as a dialog (the phone's sheet) rather than unfolding them in the page. */
  opensDialog: boolean;
  onClick: () => void;
  className?: string;
};

/**
 * 'Filters' with the number of filters on (issue 35 item 5). The number is a badge the eye reads and a
 * description a screen reader says, so the button's name stays 'Filters' however many are on.
 */
export function FiltersButton({ activeCount, isOpen, opensDialog, onClick, className }: Props) {
  const descriptionId = useId();
  return (
    <>
      <Button
        variant="outline"
        className={cn('shrink-0', className)}
        aria-expanded={isOpen}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        aria-describedby={activeCount > 0 ? descriptionId : undefined}
        onClick={onClick}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {listingsText.filters}
        {activeCount > 0 ? (
          <span
            aria-hidden="true"
            className="min-w-5 rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white"
          >
            {activeCount}
          </span>
        ) : null}
      </Button>
      {activeCount > 0 ? (
        <span id={descriptionId} className="sr-only">
          {listingsText.activeFilters({ count: activeCount })}
        </span>
      ) : null}
    </>
  );
}
