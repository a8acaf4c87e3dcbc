import { AlertTriangle } from 'lucide-react';
import type { ScamSignal } from '../../domain/ingestion/scam.ts';

type Props = { signals: readonly string[] };

// Every signal ingestion can name (typed, so a new one cannot go unexplained), read as "The post …".
const EXPLANATIONS: Record<ScamSignal, string> = {
  pay_before_viewing: 'asks for money before a viewing',
  money_transfer_service: 'asks for payment through a money-transfer service',
  landlord_abroad: 'says the landlord is abroad',
  no_viewing: 'says a viewing is not possible',
  keys_by_mail: 'offers to send the keys by post',
  off_platform_contact: 'wants contact only outside the platform',
  identity_documents_requested: 'asks for a copy of your ID or passport',
  pressure_to_be_fast: 'pushes you to decide fast',
  rent_far_below_area: 'asks a rent far below what the area usually costs',
  reused_photos: 'shows photos that were posted before for another place or by someone else',
};

const explanation = (signal: string): string =>
  Object.hasOwn(EXPLANATIONS, signal) ? EXPLANATIONS[signal as ScamSignal] : signal.replaceAll('_', ' ');

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
            <li key={signal}>The post {explanation(signal)}.</li>
          ))}
        </ul>
        <p className="text-sm">Never pay anything before you have seen the room and signed a contract.</p>
      </div>
    </aside>
  );
}
