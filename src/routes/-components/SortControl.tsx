import { LIST_ORDERS, isListOrder } from '../../domain/listings/list-order.ts';
import { listOrderAtom } from '../../data/browser/index.ts';
import { listingsText } from '../../i18n/messages.ts';
import { useAtom } from '../../state/store.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';

/** The list's order: newest first, rent low to high or high to low, size largest first (issue 35 item 6). */
export function SortControl() {
  const [order, setOrder] = useAtom(listOrderAtom);
  const options = LIST_ORDERS.map((value) => ({ value, label: listingsText.sortOrders[value] }));
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
