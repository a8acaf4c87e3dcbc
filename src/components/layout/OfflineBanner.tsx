// Tells a renter without a connection that what they see comes from this device, and since when.
import { WifiOff } from 'lucide-react';
import { storedLastSync, useIsOnline } from '../../data/browser/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { syncStatusAtom } from '../../state/sync.ts';

function lastSyncText(iso: string | null): string {
  if (!iso) return 'Listings saved on this device are shown.';
  const at = new Date(iso);
  const sameDay = at.toDateString() === new Date().toDateString();
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `Listings are from this device, last synced ${sameDay ? `today at ${time}` : `${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })} at ${time}`}.`;
}

function pendingText(count: number): string {
  if (count === 0) return 'Changes you make are saved here and sync when you are back online.';
  return `${count} ${count === 1 ? 'change is' : 'changes are'} waiting to sync and will go out when you are back online.`;
}

export function OfflineBanner() {
  const online = useIsOnline();
  const { lastSyncedAt, pendingChanges } = useAtomValue(syncStatusAtom);
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        You are offline. {lastSyncText(lastSyncedAt ?? storedLastSync())} {pendingText(pendingChanges)}
      </span>
    </div>
  );
}
