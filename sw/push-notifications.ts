// Room-alert pushes in the service worker: each push is shown as a notification (browsers require one for
// every push), tagged by listing so a repeat replaces rather than stacks; a click focuses an open RoomRadar
// window and takes it to the listing, or opens one there. The payload is untrusted text and an id: the
// worker builds the address itself (on its own origin) and reads a photo only from the backend's Storage.
import { parseAlertPush, pushPath, pushTag, type AlertPush } from '../src/domain/alerts/alert-push.ts';
import { PRODUCT_NAME } from '../src/domain/constants.ts';
import { photoSource } from '../src/domain/listings/photo-address.ts';

const ICON = '/icons/icon-192.png';

/** What an unreadable push shows: a push must show something, and RoomRadar pushes only about rooms. */
const FALLBACK: AlertPush = {
  kind: 'summary',
  count: 1,
  title: `New rooms on ${PRODUCT_NAME}`,
  body: 'Tap to see them.',
};

function readPush(event: PushEvent): AlertPush {
  try {
    return parseAlertPush(event.data?.json()) ?? FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** The notification a push shows; `backendUrl` is where stored photos are read ('' for this origin). */
export function notificationFor(push: AlertPush, backendUrl: string): { title: string; options: NotificationOptions } {
  const image = push.kind === 'listing' && push.photo ? photoSource(push.photo, backendUrl) : undefined;
  return {
    title: push.title,
    options: {
      body: push.body,
      icon: ICON,
      badge: ICON,
      tag: pushTag(push),
      data: { path: pushPath(push) },
      // Chromium shows a large image; others ignore the option.
      ...(image ? { image } : {}),
    } as NotificationOptions,
  };
}

export function showAlertPush(self: ServiceWorkerGlobalScope, event: PushEvent, backendUrl: string): void {
  const { title, options } = notificationFor(readPush(event), backendUrl);
  event.waitUntil(self.registration.showNotification(title, options));
}

/** The path a notification opens: its own, when it is one of this app's. */
function pathOf(notification: Notification): string {
  const path = (notification.data as { path?: unknown } | null)?.path;
  return typeof path === 'string' && /^\/(listing\/\d+|listings)$/.test(path) ? path : '/listings';
}

export function openAlertPush(self: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.notification.close();
  const url = new URL(pathOf(event.notification), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // Focus needs the click's user activation; a window that cannot be focused is still taken there.
        await open.focus().catch(() => undefined);
        try {
          if (open.url !== url) await open.navigate(url);
          return;
        } catch {
          // A window this worker does not control yet (opened before it was installed) cannot be navigated.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
}
