// Tells a renter without a connection that what they see comes from this device, and since when.
import { WifiOff } from 'lucide-react';
import { storedLastSync, useIsOnline } from '../../data/browser/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { syncStatusAtom } from '../../state/sync.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { offlineText } from '../../i18n/messages.ts';

function lastSyncText(iso: string | null): string {
  if (!iso) return offlineText.fromDevice;
  const at = new Date(iso);
  const locale = currentLocale();
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === new Date().toDateString()) return offlineText.syncedToday({ time });
  return offlineText.syncedOn({ date: at.toLocaleDateString(locale, { day: 'numeric', month: 'short' }), time });
}

function pendingText(count: number): string {
  return count === 0 ? offlineText.nothingPending : offlineText.pending({ count });
}

export function OfflineBanner() {
  const online = useIsOnline();
  const { lastSyncedAt, pendingChanges } = useAtomValue(syncStatusAtom);
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {offlineText.offline} {lastSyncText(lastSyncedAt ?? storedLastSync())} {pendingText(pendingChanges)}
      </span>
    </div>
  );
}
