import { CheckCircle2 } from 'lucide-react';
import { ShowListingsButton } from './ShowListingsButton.tsx';

const benefits = [
  'Every room offer from dozens of housing groups, on one map and one list',
  'No "looking for" posts, no cross-posted copies, scam warnings where we see red flags',
  'Filters for rent, size, roommates and dates that work even offline',
] as const;

type Props = { showListingsLabel: string };

export function Hero({ showListingsLabel }: Props) {
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Find your room in Amsterdam, without the scroll
      </h1>
      <p className="text-lg text-slate-700">RoomRadar scans the housing groups so that you can find a room.</p>
      <ul className="flex flex-col gap-3">
        {benefits.map((benefit) => (
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
