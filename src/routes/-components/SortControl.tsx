import { LIST_ORDERS, isListOrder, isOrderOffered } from '../../domain/listings/list-order.ts';
import { filtersAtom, listOrderAtom } from '../../data/browser/index.ts';
import { listingsText } from '../../i18n/messages.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';

/**
 * The list's order: newest first, rent low to high or high to low, size largest first, and nearest first
 * while an area is chosen (issue 35 item 6; useSearchInAddress falls back to newest first when the last goes).
 */
export function SortControl() {
  const [order, setOrder] = useAtom(listOrderAtom);
  const areaCount = useAtomValue(filtersAtom).areas.length;
  const options = LIST_ORDERS.filter((value) => isOrderOffered(value, areaCount)).map((value) => ({
    value,
    label: listingsText.sortOrders[value],
  }));
  return (
    <div className="w-full sm:w-60">
      <SelectField
        label={listingsText.sortLabel}
        options={options}
        value={order}
        onChange={(event) => isListOrder(event.target.value) && setOrder(event.target.value)}
      />
    </div>
  );
}
