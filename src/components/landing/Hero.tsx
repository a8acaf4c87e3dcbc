import { CheckCircle2 } from 'lucide-react';
import { ShowListingsButton } from './ShowListingsButton.tsx';
import { landingText } from '../../i18n/messages.ts';

type Props = { showListingsLabel: string };

export function Hero({ showListingsLabel }: Props) {
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{landingText.heading}</h1>
      <p className="text-lg text-slate-700">{landingText.subheading}</p>
      <ul className="flex flex-col gap-3">
        {landingText.points.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 text-slate-800">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <div>
        <ShowListingsButton label={showListingsLabel} />
      </div>
    </div>
  );
}
