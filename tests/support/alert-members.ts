// Members with saved searches and push devices, as the alert suites (push-alerts, saved-searches-alerts)
// need them: a member made by signing up, searches saved as the app saves them (the first as the one alert
// was, the others beside it), each device subscribed at the push service stand-in with the server's key and
// registered as the app registers it. Also what both suites run alerts with: a mailer that keeps what it is
// given, the push sender with the test server's VAPID identity, and the reset that silences earlier tests.
import type { Mailer, OutgoingMail } from '../../supabase/functions/_shared/mail.ts';
import { createPushSender, type PushSender } from '../../supabase/functions/_shared/push/push-sender.ts';
import type { PushService, PushServiceSubscription } from './push-service.ts';
import { createMember, type TestBackend, type TestUser } from './test-backend.ts';

/** A mailer that sends nothing and keeps every mail it was given. */
export class CapturingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
}

/** Web Push with the test server's VAPID identity, allowed to reach the stand-in on loopback. */
export function testPushSender(backend: TestBackend): PushSender {
  return createPushSender({
    vapid: {
      publicKey: backend.keys.vapidPublicKey,
      privateKey: backend.keys.vapidPrivateKey,
      subject: 'mailto:alerts@roomradar.test',
    },
    network: { allowLoopback: true },
  });
}

/** Makes every earlier listing old news and every earlier search silent, so each test sees only its own. */
export async function silenceEarlierAlerts(backend: TestBackend): Promise<void> {
  await backend.db.asOwner(async (sql) => {
    await sql.query(
      'update public.alert_cursors set last_listing_modified = (select coalesce(max(_modified), 0) from public.listings)',
    );
    await sql.query('update public.saved_filters set alerts_enabled = false');
  });
}

/** A saved search: its name, channels (e-mail unless said), whether it is on (it is unless said), its filter columns. */
export type SavedSearch = { name?: string; channels?: 'email' | 'push' | 'both'; on?: boolean } & Record<
  string,
  unknown
>;

/** Saves a member's searches as the app does: the first with the id the one alert had, the others beside it. */
export async function saveSearches(member: TestUser, searches: readonly SavedSearch[]): Promise<void> {
  for (const [index, { name, channels, on, ...filters }] of searches.entries()) {
    const { error } = await member.client.from('saved_filters').insert({
      id: index === 0 ? `alert:${member.id}` : `alert:${member.id}:${crypto.randomUUID()}`,
      user_id: member.id,
      ...(name === undefined ? {} : { name }),
      alert_channels: channels ?? 'email',
      alerts_enabled: on ?? true,
      ...filters,
    });
    if (error) throw error;
  }
}

/** A member's registered device: its subscription at the stand-in and its row's id. */
export type Device = { member: TestUser; subscription: PushServiceSubscription; id: string };

/**
 * Registers a device of the member as the app does: a subscription for the server's key, then the rpc. An
 * `endpoint` registers that address in place of the subscription's own (a failing or hostile service).
 */
export async function addDevice(
  backend: TestBackend,
  pushService: PushService,
  member: TestUser,
  options: { subscription?: PushServiceSubscription; endpoint?: string } = {},
): Promise<Device> {
  const subscription = options.subscription ?? (await pushService.subscribe(backend.keys.vapidPublicKey));
  const { data, error } = await member.client.rpc('register_push_device', {
    p_endpoint: options.endpoint ?? subscription.endpoint,
    p_p256dh: subscription.keys.p256dh,
    p_auth_secret: subscription.keys.auth,
    p_device_label: 'Test browser',
  });
  if (error) throw error;
  return { member, subscription, id: data as string };
}

export type MemberWithDevicesOptions = {
  name: string;
  /** Premium unless said: only Premium members get alerts. */
  premium?: boolean;
  language?: string;
  searches: readonly SavedSearch[];
  /** How many devices to register (one unless said). */
  devices?: number;
};

/** A member with saved searches and registered devices. */
export async function memberWithDevices(
  backend: TestBackend,
  pushService: PushService,
  options: MemberWithDevicesOptions,
): Promise<{ member: TestUser; devices: Device[] }> {
  const member = await createMember(backend, {
    name: options.name,
    premium: options.premium ?? true,
    ...(options.language === undefined ? {} : { language: options.language }),
  });
  await saveSearches(member, options.searches);
  const devices: Device[] = [];
  for (let count = 0; count < (options.devices ?? 1); count += 1)
    devices.push(await addDevice(backend, pushService, member));
  return { member, devices };
}
