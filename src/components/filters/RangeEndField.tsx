import { useId, useState } from 'react';
import { numbersIn, type FilterKey } from '../../domain/filters/filter-table.ts';
import { refusedRangeChange, type RangeRefusal } from '../../domain/filters/range-ends.ts';
import { numberChoices, numberLabel } from './filter-choices.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { rangeText } from '../../i18n/messages.ts';
import { loadFilterHelpTexts } from '../../i18n/i18n.ts';
import { SelectField } from '../ui/SelectField.tsx';

type Props = {
  filterKey: FilterKey;
  label: string;
  filters: FilterState;
  set: (key: FilterKey, value: number) => void;
  isDisabled: boolean;
};

/** A refusal and the filters it was made against: it is said until the filters change. */
type Said = { refusal: RangeRefusal; filters: FilterState };

/** A number as its range's select shows it: '€900', '25 m²', '30'. */
function endLabel(key: FilterKey, value: number): string {
  const numbers = numbersIn(key);
  return numbers ? numberLabel(numbers, value) : String(value);
}

/**
 * One end of a range (issue 35 item 5): a minimum above the maximum, or a maximum below the minimum, is not
 * applied; the select goes back to the value the filters keep and a message next to it (an alert, and the
 * select's description) says why.
 */
export function RangeEndField({ filterKey, label, filters, set, isDisabled }: Props) {
  const [said, setSaid] = useState<Said | null>(null);
  const messageId = useId();
  const numbers = numbersIn(filterKey);
  const refusal = said?.filters === filters ? said.refusal : null;
  const values = refusal && {
    low: endLabel(refusal.low, refusal.lowValue),
    high: endLabel(refusal.high, refusal.highValue),
  };
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={label}
        options={numbers ? numberChoices(numbers) : []}
        value={String(filters[filterKey])}
        disabled={isDisabled}
        aria-describedby={refusal ? messageId : undefined}
        onChange={(event) => {
          const value = Number(event.target.value);
          const refused = refusedRangeChange(filters, filterKey, value);
          // Refused, the controlled select shows the kept value again, and the message follows once its
          // texts (a lazy namespace: refusals are rare) are in.
          if (refused) void loadFilterHelpTexts().then(() => setSaid({ refusal: refused, filters }));
          else {
            setSaid(null);
            set(filterKey, value);
          }
        }}
      />
      {refusal && values ? (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {refusal.changed === 'low' ? rangeText.minAboveMax(values) : rangeText.maxBelowMin(values)}
        </p>
      ) : null}
    </div>
  );
}
