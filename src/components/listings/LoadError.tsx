import { listingsText } from '../../i18n/messages.ts';
import { clearDeviceData } from '../../data/browser/index.ts';
import { Button } from '../ui/Button.tsx';

type Props = { detail: string };

/** The listings could not be loaded: the spec's message, and the two ways out. */
export function LoadError({ detail }: Props) {
  const message = /column/i.test(detail) ? listingsText.databaseStructure : listingsText.connectionFailed;
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-red-200 bg-red-50 p-6">
      <p className="font-medium text-red-900">{message}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void clearDeviceData().then(() => window.location.reload())}>
          {listingsText.clearCacheAndRetry}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {listingsText.reloadPage}
        </Button>
      </div>
    </div>
  );
}
