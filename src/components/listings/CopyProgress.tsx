import type { AnswerSource } from '../../data/workers/index.ts';
import { useSyncStatus } from '../../data/workers/index.ts';
import { copyText } from '../../i18n/messages.ts';

type Props = { source: AnswerSource | null };

/**
 * A quiet bar while a new device's first copy of the listings streams in: how many are here, how many are
 * coming, and where the results shown meanwhile come from. Gone once the copy is complete. It lies over the
 * foot of the screen, so that neither its coming nor its going moves the results a renter is reading.
 */
export function CopyProgress({ source }: Props) {
  const { phase, pulled, expected } = useSyncStatus();
  if (phase !== 'syncing' && phase !== 'error') return null;
  const coming = Math.max(expected, pulled);
  const note =
    source === 'arrived' ? copyText.fromArrived({ onDevice: pulled }) : phase === 'error' ? copyText.stopped : null;
  return (
    <div
      role="region"
      aria-label={copyText.label}
      className="fixed inset-x-0 bottom-0 z-30 flex flex-col gap-1 border-t border-slate-200 bg-white/95 px-4 py-2 text-xs text-slate-600 shadow-sm"
    >
      {coming > 0 ? (
        <>
          <progress
            aria-label={copyText.progressLabel}
            className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
            value={pulled}
            max={coming}
          />
          <span>{copyText.progress({ onDevice: pulled, coming })}</span>
        </>
      ) : null}
      {note ? <span>{note}</span> : null}
    </div>
  );
}
