import type { AnswerSource } from '../../data/workers/index.ts';
import { useSyncStatus } from '../../data/workers/index.ts';
import { copyText } from '../../domain/messages.ts';

type Props = { source: AnswerSource | null };

/**
 * A quiet bar while a new device's first copy of the listings streams in: how many are here, how many are
 * coming, and where the results shown meanwhile come from. Gone once the copy is complete.
 */
export function CopyProgress({ source }: Props) {
  const { phase, pulled, expected } = useSyncStatus();
  if (phase !== 'syncing' && phase !== 'error') return null;
  const coming = Math.max(expected, pulled);
  const note =
    source === 'arrived'
      ? copyText.fromArrived(pulled)
      : phase === 'error'
        ? copyText.stopped
        : source === 'server'
          ? copyText.fromServer
          : null;
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-600">
      {coming > 0 ? (
        <>
          <progress
            aria-label="Listings on this device"
            className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
            value={pulled}
            max={coming}
          />
          <span>{copyText.progress(pulled, coming)}</span>
        </>
      ) : null}
      {note ? <span>{note}</span> : null}
    </div>
  );
}
