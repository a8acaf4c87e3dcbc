import { useState } from 'react';
import { filtersAtom } from '../../data/browser/index.ts';
import { useOptionLists } from '../../data/workers/index.ts';
import { useAtom } from '../../state/store.ts';
import { Card } from '../ui/Card.tsx';
import { cn } from '../ui/cn.ts';
import { WidgetAccountStep } from './WidgetAccountStep.tsx';
import { WidgetFiltersStep } from './WidgetFiltersStep.tsx';
import { landingText, listingsText } from '../../i18n/messages.ts';

const stepLabels = () => [listingsText.filters, landingText.createFreeAccount] as const;

/**
 * The two-step widget for signed-out visitors: choose filters, then create an account. Its filters are the
 * listing filters (session storage `listingsFilters`), so 'Show N listings' and /listings show what it chose.
 */
export function OnboardingWidget() {
  const [step, setStep] = useState<1 | 2>(1);
  const [filters, setFilters] = useAtom(filtersAtom);
  const options = useOptionLists();
  return (
    <Card aria-labelledby="widget-heading" className="w-full max-w-md">
      <h2 id="widget-heading" className="mb-4 text-xl font-semibold">
        {landingText.startSearch}
      </h2>
      <ol className="mb-6 flex gap-4 text-sm">
        {stepLabels().map((label, index) => (
          <li
            key={label}
            aria-current={step === index + 1 ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              step === index + 1 ? 'font-semibold text-brand-800' : 'text-slate-600',
            )}
          >
            <span
              className={cn(
                'grid size-6 place-items-center rounded-full text-xs',
                step === index + 1 ? 'bg-brand-700 text-white' : 'bg-slate-200',
              )}
            >
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      {/* In the prerendered page the controls wait for the app: a choice made on the static HTML would be lost
          when the app renders over it. */}
      <fieldset disabled={import.meta.env.SSR} className="m-0 min-w-0 border-0 p-0">
        {step === 1 ? (
          <WidgetFiltersStep filters={filters} options={options} onChange={setFilters} onNext={() => setStep(2)} />
        ) : (
          <WidgetAccountStep onPrevious={() => setStep(1)} />
        )}
      </fieldset>
    </Card>
  );
}
