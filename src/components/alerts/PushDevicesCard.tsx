// "Notify me on this device" and the member's devices with notifications on (on the alert page and in the
// listings' alerts view). The browser's permission prompt comes only from the button; every outcome of it
// (blocked, closed, a browser without Web Push, an iPhone outside the home screen, a server without push)
// is said in words, with what to do next.
import { BellRing, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { pushDeviceText, pushToasts } from '../../i18n/messages.ts';
import { useFollowUpTexts } from '../follow-up/useFollowUpTexts.ts';
import { formatShortDate } from '../../domain/listings/format.ts';
import type { PushDevicesState, TurnOnResult } from '../../data/push/index.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { showToast } from '../ui/toast.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

type Props = { push: PushDevicesState; isPremium: boolean };

/** What a device that cannot turn notifications on is told, read when shown (in the language in use). */
const OUTCOME_TEXT: Partial<Record<TurnOnResult, () => string>> = {
  denied: () => pushDeviceText.denied,
  dismissed: () => pushDeviceText.dismissed,
  unsupported: () => pushDeviceText.unsupported,
  'needs-home-screen': () => pushDeviceText.needsHomeScreen,
  'not-configured': () => pushDeviceText.notConfigured,
  'timed-out': () => pushDeviceText.timedOut,
};

/** Its texts load with the member screens' (useFollowUpTexts): the first screens' catalogue stays small. */
export function PushDevicesCard(props: Props) {
  return useFollowUpTexts() ? <PushDevices {...props} /> : null;
}

function PushDevices({ push, isPremium }: Props) {
  const [isBusy, setIsBusy] = useState(false);
  const { devices, thisEndpoint } = push;
  const thisDevice = devices?.find((device) => device.endpoint === thisEndpoint) ?? null;
  const supportText = push.support === 'supported' ? null : OUTCOME_TEXT[push.support]?.();
  const outcomeText = push.lastResult && push.lastResult !== 'on' ? OUTCOME_TEXT[push.lastResult]?.() : null;

  const turnOn = async () => {
    setIsBusy(true);
    try {
      if ((await push.turnOn()) === 'on') showToast(pushToasts.on);
    } catch (error) {
      console.warn('Turning on notifications failed', error);
      showToast(pushToasts.failed, { destructive: true });
    } finally {
      setIsBusy(false);
    }
  };

  const remove = async (device: NonNullable<typeof devices>[number]) => {
    try {
      await push.remove(device);
      showToast(pushToasts.removed);
    } catch (error) {
      console.warn('Removing a device failed', error);
      showToast(pushToasts.removeFailed, { destructive: true });
    }
  };

  return (
    <Card aria-labelledby="push-devices-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="push-devices-heading" className="flex items-center gap-2 text-xl font-semibold">
          <BellRing className="size-5 text-brand-700" aria-hidden="true" />
          {pushDeviceText.heading}
        </h2>
        <p className="mt-1 text-slate-700">{pushDeviceText.intro}</p>
      </div>
      {!isPremium ? (
        <p className="text-slate-700">{pushDeviceText.premiumOnly}</p>
      ) : supportText ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {supportText}
        </p>
      ) : thisDevice ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-slate-800">
            {pushDeviceText.on}
          </p>
          <Button variant="outline" onClick={() => void remove(thisDevice)}>
            {pushDeviceText.turnOff}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <div>
            <Button onClick={() => void turnOn()} disabled={isBusy}>
              {isBusy ? pushDeviceText.turningOn : pushDeviceText.turnOn}
            </Button>
          </div>
          {outcomeText ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
              {outcomeText}
            </p>
          ) : null}
        </div>
      )}
      {devices && devices.length > 0 ? (
        <div>
          <h3 className="font-semibold">{pushDeviceText.devicesHeading}</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {devices.map((device) => (
              <li key={device.id} className="flex items-center justify-between gap-3 py-2">
                <span className="flex items-center gap-2">
                  <Smartphone className="size-4 text-slate-500" aria-hidden="true" />
                  <span>
                    {device.device_label || pushDeviceText.browser}
                    {device.endpoint === thisEndpoint ? (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                        {pushDeviceText.thisDevice}
                      </span>
                    ) : null}
                    <span className="block text-sm text-slate-600">
                      {pushDeviceText.added({ date: formatShortDate(device.created_at, currentLanguage()) ?? '' })}
                    </span>
                  </span>
                </span>
                <Button
                  variant="ghost"
                  aria-label={pushDeviceText.removeDevice({ device: device.device_label || pushDeviceText.browser })}
                  onClick={() => void remove(device)}
                >
                  {pushDeviceText.remove}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
