import { Check, Minus } from 'lucide-react';
import { comparisonRows } from '../../domain/content/pricing.ts';
import { pageTexts } from '../../i18n/page-texts.ts';
import { pricingText } from '../../i18n/messages.ts';

function Mark({ isIncluded }: { isIncluded: boolean }) {
  return isIncluded ? (
    <Check className="mx-auto size-5 text-brand-700" aria-label={pricingText.included} />
  ) : (
    <Minus className="mx-auto size-5 text-slate-400" aria-label={pricingText.notIncluded} />
  );
}

// On a phone the cells keep less padding and the heads may break, so the Dutch heads fit at 360 px.
const CELL = 'px-2 py-3 sm:px-4';

export function ComparisonTable() {
  const features = pageTexts('pricing').comparison;
  return (
    <table className="w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm sm:text-base">
      <caption className="sr-only">{pricingText.comparisonCaption}</caption>
      <thead className="bg-slate-100">
        <tr>
          <th scope="col" className={CELL}>
            {pricingText.feature}
          </th>
          <th scope="col" className={`${CELL} text-center`}>
            {pricingText.withoutPremium}
          </th>
          <th scope="col" className={`${CELL} text-center`}>
            {pricingText.withPremium}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {comparisonRows.map((row) => (
          <tr key={row.feature}>
            <th scope="row" className={`${CELL} font-normal`}>
              {features[row.feature]}
            </th>
            <td className={CELL}>
              <Mark isIncluded={row.isFree} />
            </td>
            <td className={CELL}>
              <Mark isIncluded={row.isPremium} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
