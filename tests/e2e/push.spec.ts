// In the data-changing project: it ingests a post into the shared database (playwright.config.ts).
// Room alerts on the phone, in Chromium: a Premium member chooses notifications for their alert and turns
// them on for this device (permission granted through the browser context), a matching post is ingested,
// the server pushes to the push service stand-in (web-push-testing: VAPID checked, payload decrypted), and
// that payload reaches the service worker through the DevTools protocol, which shows the notification;
// its click opens the listing; signing out forgets the device. Headless Chromium has no push service of its
// own (its subscribe answers "Registration failed - permission denied"), so the page's PushManager hands out
// the stand-in's subscription instead: the one mock, at the edge of the world, behind the browser's own
// interface.
import type { CDPSession } from '@playwright/test';
import { startPushService, type PushService, type PushServiceSubscription } from '../support/push-service.ts';
import { createConfirmedMember, localStatus, makePremium, serviceRest } from './support/accounts.ts';
import { availableMonthOfAttempt } from './support/ingest.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage } from './pages/auth-page.ts';

test.use({ serviceWorkers: 'allow' });

let pushService: PushService;
test.beforeAll(async () => {
  pushService = await startPushService();
});
test.afterAll(async () => {
  await pushService?.stop();
});

/** The registration id DevTools knows the page's service worker registration by. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((registration) => !registration.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a Premium member turns on notifications, a matching post is pushed, and its notification opens the listing', async ({
  page,
  context,
  app,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await app.setWidth(1280);
  await context.grantPermissions(['notifications'], { origin });
  // The stand-in's subscription lives here, in the test, as a browser keeps its own across page loads.
  let subscription: PushServiceSubscription | null = null;
  let isSubscribed = false;
  const asMade = (made: PushServiceSubscription) => ({ endpoint: made.endpoint, keys: made.keys });
  await page.exposeFunction('__e2ePushService', async (action: string, applicationServerKey?: string) => {
    if (action === 'subscribe' && applicationServerKey) {
      subscription = await pushService.subscribe(applicationServerKey);
      isSubscribed = true;
    }
    if (action === 'unsubscribe') isSubscribed = false;
    return isSubscribed && subscription ? { ...asMade(subscription), key: applicationServerKey ?? null } : null;
  });
  await page.addInitScript(() => {
    type Made = { endpoint: string; keys: { p256dh: string; auth: string } };
    const service = (window as unknown as { __e2ePushService(action: string, key?: string): Promise<Made | null> })
      .__e2ePushService;
    const base64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromBase64url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0)).buffer;
    // The server key of the page that subscribed, kept as the browser keeps it with the subscription.
    const keyName = 'e2e-push-application-server-key';
    const asSubscription = (made: Made, key: ArrayBuffer) =>
      ({
        endpoint: made.endpoint,
        expirationTime: null,
        options: { applicationServerKey: key, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
        unsubscribe: async () => {
          await service('unsubscribe');
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => {
      const made = await service('current');
      const key = sessionStorage.getItem(keyName);
      return made && key ? asSubscription(made, fromBase64url(key)) : null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as Uint8Array).buffer;
      sessionStorage.setItem(keyName, base64url(key));
      const made = await service('subscribe', base64url(key));
      if (!made) throw new DOMException('Registration failed', 'AbortError');
      return asSubscription(made, key);
    };
  });

  const member = await createConfirmedMember(origin, 'pushed');
  const userId = await makePremium(member.email);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await page.goto('/get-room-alerts');
  // The page the service worker controls from now on (it installs once the first copy is in).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByLabel('City')).toBeEnabled({ timeout: 15_000 });
  await page.getByLabel('City').selectOption('Groningen');
  await page.getByLabel('Send alerts by').selectOption('push');
  await expect(page.getByText('No device has notifications on yet')).toBeVisible();
  await page.getByRole('button', { name: 'Save Alert' }).click();
  await expect(app.toast('Alert saved')).toBeVisible();

  await page.getByRole('button', { name: 'Notify me on this device' }).click();
  await expect(app.toast('Notifications on')).toBeVisible();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  const devices = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(devices.getByText('This device', { exact: true })).toBeVisible();
  await expect(devices.getByText('Chrome on Linux')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await serviceRest<Array<{ alert_channels: string }>>(
            `/rest/v1/saved_filters?select=alert_channels&user_id=eq.${userId}`,
          )
        )[0]?.alert_channels,
      { timeout: 20_000 },
    )
    .toBe('push');

  const ingested = await fetch(`${origin}/functions/v1/ingest-posts`, {
    method: 'POST',
    headers: { 'x-ingest-secret': (localStatus() as { ingest_secret?: string }).ingest_secret ?? '' },
    body: JSON.stringify({
      id: `e2e-push-${Date.now()}`,
      group: { name: 'Kamers Groningen', city: 'Groningen' },
      posted_at: new Date().toISOString(),
      url: 'https://www.facebook.com/groups/5555555555/posts/2/',
      images: [],
      text: `Kamer te huur in Selwerd (Groningen), 15 m2, €560 all-in, 2 huisgenoten, per 1 ${availableMonthOfAttempt(test.info())}.`,
    }),
  });
  expect(ingested.status).toBe(200);
  // The push service accepted it: VAPID checked and the payload decrypted with the device's keys.
  let pushed: { kind: string; listingId: number; title: string } | undefined;
  await expect
    .poll(
      () => {
        pushed = subscription ? (pushService.received(subscription)[0] as typeof pushed) : undefined;
        return pushed?.kind;
      },
      { timeout: 10_000 },
    )
    .toBe('listing');
  expect(pushed?.title).toContain('€560/month');

  const cdp = await context.newCDPSession(page);
  // What the worker threw while it handled the push: nothing, or the test says what.
  const workerErrors: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => workerErrors.push(errorMessage.errorMessage));
  const pushTo = { origin: new URL(origin).origin, registrationId: await registrationId(cdp) };
  const deliver = () => cdp.send('ServiceWorker.deliverPushMessage', { ...pushTo, data: JSON.stringify(pushed) });
  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({
        title,
        body,
        tag,
      })),
    );
  await deliver();
  // DevTools' delivery (the stand-in for the browser's push service) was lost once in a full run on 2 cores and
  // once in twelve runs with the CPU loaded: no notification after 10 s. Delivered once more, the listing's tag
  // makes the second replace the first, so one notification is still the answer; a worker that throws on a
  // push still fails the test (its errors are collected above).
  await expect
    .poll(shown, { timeout: 10_000 })
    .toHaveLength(1)
    .catch(async () => {
      await deliver();
      await expect.poll(shown, { timeout: 10_000 }).toHaveLength(1);
    });
  expect(workerErrors).toEqual([]);
  expect((await shown())[0]).toEqual({
    title: pushed?.title,
    body: 'Room 15 m² · 2 roommates',
    tag: `listing-${pushed?.listingId}`,
  });

  // The click, as the notification centre delivers it to the worker.
  const [worker] = context.serviceWorkers();
  // (Written against the worker's globals, which the page's type library does not declare.)
  await worker?.evaluate(async () => {
    type WorkerScope = {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: notification as Notification }),
    );
  });
  await expect(page).toHaveURL(new RegExp(`/listing/${pushed?.listingId}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Selwerd, Groningen/ })).toBeVisible({ timeout: 15_000 });
  await expect.poll(shown).toHaveLength(0);

  // Signing out on this device stops its pushes: the server forgets it before the session ends.
  const devicesOnServer = () =>
    serviceRest<Array<{ id: string }>>(`/rest/v1/push_subscriptions?select=id&user_id=eq.${userId}`);
  expect(await devicesOnServer()).toHaveLength(1);
  await new AuthPage(page).signOut();
  expect(await devicesOnServer()).toEqual([]);
});

test('a member whose browser blocks notifications is told how to allow them at 375 px, and nothing is registered', async ({
  page,
  context,
  app,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await context.grantPermissions([], { origin });
  const member = await createConfirmedMember(origin, 'blocked');
  const userId = await makePremium(member.email);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await app.setWidth(375);
  await page.goto('/get-room-alerts');
  await expect(page.getByLabel('Send alerts by')).toBeEnabled({ timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Notify me on this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are blocked for RoomRadar' })).toContainText(
    "Allow them in the browser's site settings",
  );
  expect(await serviceRest(`/rest/v1/push_subscriptions?select=id&user_id=eq.${userId}`)).toEqual([]);
});

test('turning notifications on gives up after 15 s when the push service never answers, and can be tried again', async ({
  page,
  context,
  app,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });
  // A push service the device cannot reach: the browser's subscribe never settles.
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = () => new Promise(() => undefined);
  });
  const member = await createConfirmedMember(origin, 'unreachable-push');
  const userId = await makePremium(member.email);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await app.setWidth(375);
  await page.goto('/get-room-alerts');
  await expect(page.getByLabel('Send alerts by')).toBeEnabled({ timeout: 15_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const turnOn = page.getByRole('button', { name: 'Notify me on this device' });
  await turnOn.click();
  await expect(page.getByRole('button', { name: 'Turning on...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'took too long' })).toContainText(
    'Check your connection and try again.',
    { timeout: 20_000 },
  );
  await expect(turnOn).toBeEnabled();
  expect(await serviceRest(`/rest/v1/push_subscriptions?select=id&user_id=eq.${userId}`)).toEqual([]);
});
