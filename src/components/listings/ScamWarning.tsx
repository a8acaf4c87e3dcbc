import { AlertTriangle } from 'lucide-react';

type Props = { signals: readonly string[] };

const EXPLANATIONS: Record<string, string> = {
  pay_before_viewing: 'asks for money before a viewing',
  landlord_abroad: 'says the landlord is abroad',
  money_transfer_service: 'asks for payment through a money-transfer service',
  off_platform_contact: 'wants contact only outside the platform',
  rent_far_below_market: 'asks a rent far below what the area usually costs',
};

/** A visible warning when the post shows signs of a scam, with what was found and what to do. */
export function ScamWarning({ signals }: Props) {
  if (signals.length === 0) return null;
  return (
    <aside
      role="note"
      aria-label="Possible scam"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">This post shows signs of a scam</p>
        <ul className="list-disc pl-5 text-sm">
          {signals.map((signal) => (
            <li key={signal}>The post {EXPLANATIONS[signal] ?? signal.replaceAll('_', ' ')}.</li>
          ))}
        </ul>
        <p className="text-sm">Never pay anything before you have seen the room and signed a contract.</p>
      </div>
    </aside>
  );
}
