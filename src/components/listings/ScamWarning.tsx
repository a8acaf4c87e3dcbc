import { AlertTriangle } from 'lucide-react';
import { labelFor } from '../../domain/listings/option-labels.ts';
import { factText, scamText } from '../../i18n/messages.ts';

type Props = { signals: readonly string[] };

// Every signal ingestion can name has its words in the catalogue (scamText.signals), read as "The post …";
// one the catalogue does not know yet reads as its name.
const explanation = (signal: string): string => labelFor(scamText.signals, signal) ?? signal.replaceAll('_', ' ');

/** A visible warning when the post shows signs of a scam, with what was found and what to do. */
export function ScamWarning({ signals }: Props) {
  if (signals.length === 0) return null;
  return (
    <aside
      role="note"
      aria-label={factText.possibleScam}
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{scamText.heading}</p>
        <ul className="list-disc pl-5 text-sm">
          {signals.map((signal) => (
            <li key={signal}>{scamText.signal({ explanation: explanation(signal) })}</li>
          ))}
        </ul>
        <p className="text-sm">{scamText.advice}</p>
      </div>
    </aside>
  );
}
