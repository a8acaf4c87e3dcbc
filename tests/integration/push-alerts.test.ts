// Room alerts by Web Push on the real local stack, against a push service stand-in that checks every
// push's VAPID signature and decrypts its payload as a browser's push service does (web-push-testing):
// who gets pushes (Premium, an alert that is on, its channels), exactly once across two runs at once and a
// run that crashes halfway, a device the service calls gone, a failing service retried with backoff, at
// most a few notifications a run, and the push that leaves before ingest-posts answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '../../supabase/functions/_shared/alerts/run-alerts.ts';
import type { Mailer } from '../../supabase/functions/_shared/mail.ts';
import { createPushSender, type PushSender } from '../../supabase/functions/_shared/push/push-sender.ts';
import { PUSHES_PER_RUN } from '../../src/domain/alerts/alert-push.ts';
import { cardFacts, formatRent } from '../../src/domain/listings/format.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import {
  addDevice,
  CapturingMailer,
  memberWithDevices,
  silenceEarlierAlerts,
  testPushSender,
  type Device,
} from '../support/alert-members.ts';
import { startPushService, type PushService, type PushServiceSubscription } from '../support/push-service.ts';
import { insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let pushService: PushService;
let sender: PushSender;

beforeAll(async () => {
  pushService = await startPushService();
  sender = testPushSender(backend);
}, 60_000);

afterAll(async () => {
  await pushService?.stop();
});

/** Makes every earlier listing old news and every earlier alert silent, so each test sees only its own. */
beforeEach(() => silenceEarlierAlerts(backend));

const run = (options: { push?: PushSender; leaseMs?: number; mailer?: Mailer } = {}) =>
  runAlerts({
    service: serviceClient(backend),
    mailer: options.mailer ?? new CapturingMailer(),
    push: options.push ?? sender,
    siteUrl: 'https://roomradar.test',
    apiUrl: backend.url,
    signingSecret: backend.keys.alertSigningSecret,
    ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
  });

/** Registers a device of the member (`endpoint`: at that address in place of its subscription's own). */
const registerDevice = (
  member: TestUser,
  options: { subscription?: PushServiceSubscription; endpoint?: string } = {},
): Promise<Device> => addDevice(backend, pushService, member, options);

/** A member with one alert ("My Alert", by push unless said) and one device. */
async function memberWithPush(
  name: string,
  alert: Record<string, unknown>,
  options: { premium?: boolean; channels?: 'email' | 'push' | 'both'; language?: string } = {},
): Promise<Device> {
  const { devices } = await memberWithDevices(backend, pushService, {
    name,
    ...(options.premium === undefined ? {} : { premium: options.premium }),
    ...(options.language === undefined ? {} : { language: options.language }),
    searches: [{ name: 'My Alert', channels: options.channels ?? 'push', ...alert }],
  });
  return devices[0] as Device;
}

/** A Premium member whose one device's push service refuses its first push with `answer`. */
async function memberBehindFailingService(
  name: string,
  answer: { status?: number; retryAfter?: string },
  channels: 'push' | 'both' = 'push',
): Promise<Device> {
  const first = await memberWithPush(name, {}, { channels });
  await first.member.client.from('push_subscriptions').delete().eq('id', first.id);
  const subscription = await pushService.subscribe(backend.keys.vapidPublicKey);
  return registerDevice(first.member, { subscription, endpoint: await pushService.failing(subscription, 1, answer) });
}

type Received = { kind: string; listingId?: number; count?: number; title: string; body: string; photo?: string };
const received = (device: Device) => pushService.received(device.subscription) as Received[];
const pushedIds = (device: Device) =>
  received(device)
    .flatMap((push) => (push.listingId === undefined ? [] : [push.listingId]))
    .sort((a, b) => a - b);

async function deviceExists(id: string): Promise<boolean> {
  return backend.db.asOwner(
    async (sql) => (await sql.query('select 1 from public.push_subscriptions where id = $1', [id])).rows.length === 1,
  );
}

describe('who gets pushes', () => {
  it('pushes a matching listing once, with rent and area, size and roommates, and nothing that does not match', async () => {
    const device = await memberWithPush('pusher', { price_max: 900, city: 'Utrecht' });
    const [match, tooDear] = await insertListings(backend, [
      {
        title: 'Utrecht match',
        rent_on_monthly_basis: 850,
        city_of_group: 'Utrecht',
        location_description_for_maps: 'Lombok, Utrecht',
        room_size_m2: 14,
        amount_of_roommates: 2,
        listing_type: 'room',
        image_urls: {
          full: ['https://scontent.example/a.jpg', '/storage/v1/object/public/listing-photos/ab/cd.webp'],
          thumb: [],
        },
      },
      { title: 'Too dear', rent_on_monthly_basis: 1200, city_of_group: 'Utrecht', listing_type: 'room' },
    ]);
    const report = await run();
    expect(report.pushesSent).toBe(1);
    expect(received(device)).toEqual([
      {
        kind: 'listing',
        listingId: match,
        title: '€850/month · Lombok, Utrecht',
        body: 'Room 14 m² · 2 roommates',
        // Only a kept photo, by its path on the API: the device never fetches a source site's address.
        photo: '/storage/v1/object/public/listing-photos/ab/cd.webp',
      },
    ]);
    expect(pushedIds(device)).not.toContain(tooDear);
    await run();
    expect(received(device)).toHaveLength(1);
  });

  it('pushes nothing without Premium, to an alert that is off or deleted, or by e-mail only; mails by its channels', async () => {
    const free = await memberWithPush('free', {}, { premium: false });
    const off = await memberWithPush('off', {});
    await backend.db.asOwner((sql) =>
      sql.query('update public.saved_filters set alerts_enabled = false where user_id = $1', [off.member.id]),
    );
    const deleted = await memberWithPush('deleted', {});
    await deleted.member.client.from('saved_filters').update({ _deleted: true }).eq('user_id', deleted.member.id);
    const mailOnly = await memberWithPush('mail-only', {}, { channels: 'email' });
    const pushOnly = await memberWithPush('push-only', {}, { channels: 'push' });
    const both = await memberWithPush('both', {}, { channels: 'both' });
    const [listing] = await insertListings(backend, [
      { title: 'For all', rent_on_monthly_basis: 700, listing_type: 'room' },
    ]);
    const mailer = new CapturingMailer();
    await run({ mailer });
    for (const device of [free, off, deleted, mailOnly]) expect(received(device), device.member.email).toEqual([]);
    expect(pushedIds(pushOnly)).toEqual([listing]);
    expect(pushedIds(both)).toEqual([listing]);
    const mailed = (device: Device) => mailer.sent.filter((mail) => mail.to === device.member.email).length;
    expect([mailed(mailOnly), mailed(pushOnly), mailed(both)]).toEqual([1, 0, 1]);
  });

  it('stops when Premium ends', async () => {
    const device = await memberWithPush('lapsed', {});
    await backend.db.asOwner((sql) =>
      sql.query(
        "update public.subscribers set subscribed = false, subscription_status = 'canceled' where user_id = $1",
        [device.member.id],
      ),
    );
    await insertListings(backend, [{ title: 'After Premium', listing_type: 'room' }]);
    expect((await run()).pushesSent).toBe(0);
    expect(received(device)).toEqual([]);
  });

  it('reaches every device of the member, each once', async () => {
    const phone = await memberWithPush('two-devices', {});
    const laptop = await registerDevice(phone.member);
    const [listing] = await insertListings(backend, [{ title: 'On both devices', listing_type: 'room' }]);
    await run();
    await run();
    expect(pushedIds(phone)).toEqual([listing]);
    expect(pushedIds(laptop)).toEqual([listing]);
  });
});

describe('pushes for an area (issue 34)', () => {
  it('push each member only the rooms inside their own area: two members, one area each, one room inside one', async () => {
    const inDePijp = await memberWithPush('de-pijp-push', { areas: [{ kind: 'wijk', id: 3630424 }] });
    const nearCentraal = await memberWithPush('centraal-push', {
      areas: [{ kind: 'circle', center: [4.9003, 52.3791], radiusKm: 1, place: 'Amsterdam Centraal' }],
    });
    const [inOudePijp] = await insertListings(backend, [
      {
        title: 'Room in the Oude Pijp',
        latitude: 52.3545,
        longitude: 4.8925,
        rent_on_monthly_basis: 800,
        listing_type: 'room',
        city_of_group: 'Amsterdam',
      },
    ]);
    const report = await run();
    expect(report.pushesSent).toBe(1);
    expect(pushedIds(inDePijp)).toEqual([inOudePijp]);
    expect(received(nearCentraal)).toEqual([]);
  });
});

describe("pushes in the member's language", () => {
  it('a Dutch member reads them in Dutch and an English member in English, in the same run', async () => {
    const dutch = await memberWithPush('lotte', { city: 'Delft' }, { language: 'nl' });
    const english = await memberWithPush('lucy', { city: 'Delft' });
    const ids = await insertListings(
      backend,
      Array.from({ length: PUSHES_PER_RUN + 1 }, (_, index) => ({
        title: `Delft ${index}`,
        rent_on_monthly_basis: 1250,
        city_of_group: 'Delft',
        location_description_for_maps: 'Centrum, Delft',
        room_size_m2: 14,
        amount_of_roommates: 2,
        listing_type: 'room',
      })),
    );
    await run();
    const nl = textsFor('nl');
    const facts = { roomSize: 14, houseSize: null, roommates: 2 };
    const inDutch = received(dutch);
    expect(inDutch).toHaveLength(PUSHES_PER_RUN + 1);
    expect(inDutch[0]).toMatchObject({
      kind: 'listing',
      title: `${formatRent(1250, nl)} · Centrum, Delft`,
      body: cardFacts(facts, nl).join(' · '),
    });
    expect(inDutch[0]?.title).toMatch(/€\s?1\.250/);
    expect(inDutch.at(-1)).toMatchObject({
      kind: 'summary',
      count: 1,
      title: nl.alertPushText.newRooms({ count: 1 }),
      body: nl.alertPushText.summaryBody,
    });
    const inEnglish = received(english);
    expect(inEnglish[0]).toMatchObject({
      title: `${formatRent(1250, textsFor('en'))} · Centrum, Delft`,
      body: 'Room 14 m² · 2 roommates',
    });
    expect(inEnglish.at(-1)).toMatchObject({ kind: 'summary', title: '1 new room' });
    expect(pushedIds(dutch)).toEqual(ids.slice(-PUSHES_PER_RUN).sort((a, b) => a - b));
  });
});

describe('a few notifications a run', () => {
  it(`shows the newest ${PUSHES_PER_RUN} one by one and the rest as one "N new rooms" notification`, async () => {
    const device = await memberWithPush('many', {});
    const ids = await insertListings(
      backend,
      Array.from({ length: PUSHES_PER_RUN + 4 }, (_, index) => ({ title: `Many ${index}`, listing_type: 'room' })),
    );
    const report = await run();
    expect(report.pushesSent).toBe(PUSHES_PER_RUN + 1);
    expect(report.listingsPushed).toBe(ids.length);
    const pushes = received(device);
    expect(pushes.map((push) => push.kind)).toEqual([...Array<string>(PUSHES_PER_RUN).fill('listing'), 'summary']);
    expect(pushedIds(device)).toEqual([...ids].sort((a, b) => a - b).slice(-PUSHES_PER_RUN));
    expect(pushes.at(-1)).toMatchObject({ kind: 'summary', count: 4, title: '4 new rooms' });
    await run();
    expect(received(device)).toHaveLength(PUSHES_PER_RUN + 1);
  });
});

describe('exactly once', () => {
  it('two runs at once push each listing to each device once', async () => {
    const devices = await Promise.all(['par-a', 'par-b', 'par-c'].map((name) => memberWithPush(name, {})));
    const ids = await insertListings(
      backend,
      Array.from({ length: 3 }, (_, index) => ({ title: `Parallel push ${index}`, listing_type: 'room' })),
    );
    await Promise.all([run(), run()]);
    for (const device of devices)
      expect(pushedIds(device), device.member.email).toEqual([...ids].sort((a, b) => a - b));
  });

  it('a run that crashes after its first push is finished by the next, which repeats nothing', async () => {
    const device = await memberWithPush('crash', {});
    const ids = await insertListings(backend, [
      { title: 'Crash A', listing_type: 'room' },
      { title: 'Crash B', listing_type: 'room' },
    ]);
    let sends = 0;
    // The sender dies between two pushes: the second send never returns an answer.
    const crashing: PushSender = {
      send: async (target, message) => {
        sends += 1;
        if (sends === 2) throw new Error('The process was killed');
        return sender.send(target, message);
      },
    };
    expect((await run({ push: crashing })).pushFailures).toBe(1);
    expect(received(device)).toHaveLength(1);
    // A run within the lease leaves the crashed run's claim alone; one after it (lease 0 here) takes it over.
    await run();
    expect(received(device)).toHaveLength(1);
    await run({ leaseMs: 0 });
    await run({ leaseMs: 0 });
    expect(pushedIds(device)).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('devices that go away and push services that fail', () => {
  it('forgets a device the push service answers 410 for, and its mail still goes', async () => {
    const device = await memberWithPush('gone', {}, { channels: 'both' });
    pushService.expire(device.subscription);
    await insertListings(backend, [{ title: 'To a gone device', listing_type: 'room' }]);
    const mailer = new CapturingMailer();
    const report = await run({ mailer });
    expect(report.devicesRemoved).toBe(1);
    expect(await deviceExists(device.id)).toBe(false);
    expect(mailer.sent.filter((mail) => mail.to === device.member.email)).toHaveLength(1);
  });

  it('retries after the Retry-After of a failing push service, and then pushes once', async () => {
    const device = await memberBehindFailingService('flaky', { retryAfter: '1' });
    const { subscription } = device;
    const [listing] = await insertListings(backend, [{ title: 'Retried', listing_type: 'room' }]);
    const failed = await run();
    expect(failed.pushRetries).toBe(1);
    expect(pushService.received(subscription)).toEqual([]);
    // Not due yet: the service asked for a second.
    expect((await run()).pushesSent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await run()).pushesSent).toBe(1);
    await run();
    expect((pushService.received(subscription) as Received[]).map((push) => push.listingId)).toEqual([listing]);
    expect(await deviceExists(device.id)).toBe(true);
  });

  it('keeps a Retry-After of years to an hour, and the mails of the run still go out', async () => {
    const device = await memberBehindFailingService('patient', { retryAfter: '99999999999999' }, 'both');
    await insertListings(backend, [{ title: 'Patience', listing_type: 'room' }]);
    const mailer = new CapturingMailer();
    const report = await run({ mailer });
    expect(report.pushRetries).toBe(1);
    expect(mailer.sent.filter((mail) => mail.to === device.member.email)).toHaveLength(1);
    const [delivery] = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ wait: number }>(
            'select extract(epoch from next_attempt_at - now())::float8 as wait from public.push_deliveries where subscription_id = $1',
            [device.id],
          )
        ).rows,
    );
    expect(delivery?.wait).toBeGreaterThan(3500);
    expect(delivery?.wait).toBeLessThanOrEqual(3600);
  });

  it('forgets a device whose push service answers 403 (another server key), and gives up a message it rejects with 400', async () => {
    const rekeyed = await memberBehindFailingService('rekeyed', { status: 403 });
    const refused = await memberBehindFailingService('refused', { status: 400 });
    await insertListings(backend, [{ title: 'Refused', listing_type: 'room' }]);
    const report = await run();
    expect(report.devicesRemoved).toBe(1);
    expect(await deviceExists(rekeyed.id)).toBe(false);
    expect(await deviceExists(refused.id)).toBe(true);
    const statuses = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ status: string }>('select status from public.push_deliveries where subscription_id = $1', [
            refused.id,
          ])
        ).rows,
    );
    expect(statuses).toEqual([{ status: 'failed' }]);
    expect((await run({ leaseMs: 0 })).pushesSent).toBe(0);
  });

  it('never posts to an endpoint that is not a push service, and forgets that device', async () => {
    const { member } = await memberWithDevices(backend, pushService, {
      name: 'hostile',
      searches: [{ channels: 'push' }],
      devices: 0,
    });
    const production = createPushSender({
      vapid: {
        publicKey: backend.keys.vapidPublicKey,
        privateKey: backend.keys.vapidPrivateKey,
        subject: 'mailto:a@b.test',
      },
      network: { allowLoopback: false },
    });
    const devices = [];
    // (Plain http off this machine no longer even registers: tests/security/push-hostile.test.ts.)
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data/',
      'https://attacker.example/collect',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ])
      devices.push(await registerDevice(member, { endpoint }));
    await insertListings(backend, [{ title: 'Bait', listing_type: 'room' }]);
    const report = await run({ push: production });
    expect(report.pushesSent).toBe(0);
    expect(report.devicesRemoved).toBe(devices.length);
    for (const device of devices) expect(await deviceExists(device.id)).toBe(false);
  });
});

describe('the push after an ingest', () => {
  it('a matching post ingested through ingest-posts has reached the push service when the call returns', async () => {
    const device = await memberWithPush('ingest-push', { city: 'Leiden' });
    const response = await fetch(`${backend.url}/functions/v1/ingest-posts`, {
      method: 'POST',
      headers: { 'x-ingest-secret': backend.keys.ingestSecret },
      body: JSON.stringify({
        id: `push-ingest-${Date.now()}`,
        group: { name: 'Leiden Kamers', city: 'Leiden' },
        posted_at: new Date().toISOString(),
        url: 'https://www.facebook.com/groups/1/posts/99',
        images: [],
        text: 'Kamer te huur in de Merenwijk (Leiden), 16 m2, €650 all-in, per 1 december, 3 huisgenoten',
      }),
    });
    expect(response.status).toBe(200);
    const pushes = received(device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ kind: 'listing', title: expect.stringContaining('€650/month') });
  });
});
