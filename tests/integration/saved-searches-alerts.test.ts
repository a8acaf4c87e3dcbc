// A member's several saved searches in send-alerts (issue 36 item 5), on the real local stack (and on
// PostgreSQL in the Postgres pass): each search is matched, a listing two searches match goes out once, in
// one mail and one push that name both searches; each listing goes out on its own searches' channels; a
// search that is off matches nothing; and a second search made later does not skip what the first has not
// been sent yet.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '../../supabase/functions/_shared/alerts/run-alerts.ts';
import type { Mailer, OutgoingMail } from '../../supabase/functions/_shared/mail.ts';
import type { PushSender } from '../../supabase/functions/_shared/push/push-sender.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import {
  CapturingMailer,
  memberWithDevices,
  silenceEarlierAlerts,
  testPushSender,
  type Device,
  type SavedSearch,
} from '../support/alert-members.ts';
import { startPushService, type PushService } from '../support/push-service.ts';
import {
  insertListings,
  serviceClient,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../support/test-backend.ts';

let backend: TestBackend;
let pushService: PushService;
let sender: PushSender;

beforeAll(async () => {
  backend = await startTestBackend();
  pushService = await startPushService();
  sender = testPushSender(backend);
}, 60_000);

afterAll(async () => {
  await pushService?.stop();
  await backend?.stop();
});

/** Every earlier listing is old news and every earlier search silent, so each test sees only its own. */
beforeEach(() => silenceEarlierAlerts(backend));

const run = (mailer: Mailer, push: PushSender | null = sender) =>
  runAlerts({
    service: serviceClient(backend),
    mailer,
    push,
    siteUrl: 'https://roomradar.test',
    apiUrl: backend.url,
    signingSecret: backend.keys.alertSigningSecret,
  });

/** A Premium member with the searches and no device unless asked for (the mail tests need none). */
async function memberWith(
  name: string,
  searches: readonly SavedSearch[],
  options: { devices?: number; language?: string } = {},
): Promise<{ member: TestUser; devices: Device[] }> {
  return memberWithDevices(backend, pushService, {
    name,
    searches,
    devices: options.devices ?? 0,
    ...(options.language === undefined ? {} : { language: options.language }),
  });
}

const mailsTo = (mailer: CapturingMailer, member: TestUser) => mailer.sent.filter((mail) => mail.to === member.email);
const listingLinks = (mail: OutgoingMail) =>
  [...mail.text.matchAll(/\/listing\/(\d+)/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
/** The text-part block of one listing: from its title line to its link. */
const blockOf = (mail: OutgoingMail, listingId: number) => {
  // The link ends its line: /listing/12 is not the start of /listing/123.
  const end = mail.text.indexOf(`/listing/${listingId}\n`);
  return mail.text.slice(mail.text.lastIndexOf('\n\n', end) + 2, end);
};

describe('send-alerts with several saved searches', () => {
  it('mails a listing two searches match once, in one mail that names both searches', async () => {
    const { member } = await memberWith('two-searches', [
      { name: 'Cheap Utrecht', city: 'Utrecht', price_max: 900 },
      { name: 'Big rooms', room_size_min: 20 },
      { name: 'Leiden', city: 'Leiden' },
    ]);
    const [both, cheapOnly, bigOnly, neither] = await insertListings(backend, [
      { title: 'Both', rent_on_monthly_basis: 850, room_size_m2: 24, city_of_group: 'Utrecht', listing_type: 'room' },
      { title: 'Cheap', rent_on_monthly_basis: 700, room_size_m2: 12, city_of_group: 'Utrecht', listing_type: 'room' },
      { title: 'Big', rent_on_monthly_basis: 1400, room_size_m2: 30, city_of_group: 'Delft', listing_type: 'room' },
      { title: 'Neither', rent_on_monthly_basis: 1400, room_size_m2: 10, city_of_group: 'Delft', listing_type: 'room' },
    ]);
    const mailer = new CapturingMailer();
    const report = await run(mailer, null);
    const mails = mailsTo(mailer, member);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as OutgoingMail;
    expect(listingLinks(mail)).toEqual([both, cheapOnly, bigOnly].sort((a, b) => (a as number) - (b as number)));
    expect(listingLinks(mail)).not.toContain(neither);
    const { digestText } = textsFor('en');
    expect(blockOf(mail, both as number)).toContain(
      digestText.matchesSearches({ names: 'Cheap Utrecht and Big rooms' }),
    );
    expect(blockOf(mail, cheapOnly as number)).toContain(digestText.matchesSearches({ names: 'Cheap Utrecht' }));
    expect(blockOf(mail, bigOnly as number)).toContain(digestText.matchesSearches({ names: 'Big rooms' }));
    // At the top, every search the mail is for, alphabetically.
    expect(mail.text).toContain(digestText.forSearches({ names: 'Big rooms and Cheap Utrecht', count: 2 }));
    expect(mail.html).toContain('Matches Cheap Utrecht and Big rooms');
    // Counted as one member, whose three listings went out once each.
    expect(report.listingsSent).toBeGreaterThanOrEqual(3);
    await run(mailer, null);
    expect(mailsTo(mailer, member)).toHaveLength(1);
  });

  it('names the searches in Dutch for a Dutch member, and not at all for a member with one search', async () => {
    const { member: dutch } = await memberWith(
      'dutch-searches',
      [
        { name: 'Goedkoop', city: 'Zwolle', price_max: 900 },
        { name: 'Groot', city: 'Zwolle', room_size_min: 20 },
      ],
      { language: 'nl' },
    );
    const { member: single } = await memberWith('one-search', [{ name: 'My Alert', city: 'Zwolle' }]);
    await insertListings(backend, [
      { title: 'Zwolle', rent_on_monthly_basis: 800, room_size_m2: 22, city_of_group: 'Zwolle', listing_type: 'room' },
    ]);
    const mailer = new CapturingMailer();
    await run(mailer, null);
    const [inDutch] = mailsTo(mailer, dutch);
    expect(inDutch?.text).toContain(textsFor('nl').digestText.matchesSearches({ names: 'Goedkoop en Groot' }));
    const [plain] = mailsTo(mailer, single);
    expect(plain?.text).not.toContain('Matches');
    expect(plain?.text).not.toContain(textsFor('en').digestText.forSearches({ names: 'My Alert', count: 1 }));
  });

  it('pushes a listing two push searches match once, naming both; a mail-only search adds nothing to the push', async () => {
    const { member, devices } = await memberWith(
      'push-searches',
      [
        { name: 'Centre', city: 'Haarlem', channels: 'push' },
        { name: 'Cheap', price_max: 700, city: 'Haarlem', channels: 'both' },
        { name: 'Mail only', city: 'Haarlem', room_size_min: 25, channels: 'email' },
      ],
      { devices: 1 },
    );
    const device = (devices[0] as Device).subscription;
    const [cheap, dear, bigDear] = await insertListings(backend, [
      { title: 'Cheap', rent_on_monthly_basis: 650, room_size_m2: 12, city_of_group: 'Haarlem', listing_type: 'room' },
      { title: 'Dear', rent_on_monthly_basis: 1100, room_size_m2: 12, city_of_group: 'Haarlem', listing_type: 'room' },
      { title: 'Big', rent_on_monthly_basis: 1100, room_size_m2: 30, city_of_group: 'Haarlem', listing_type: 'room' },
    ]);
    const mailer = new CapturingMailer();
    await run(mailer);
    const pushes = pushService.received(device) as Array<{ listingId?: number; body: string }>;
    // Every listing pushed once (the Centre search matches all three), none twice.
    expect(pushes.map((push) => push.listingId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      [cheap, dear, bigDear].sort((a, b) => (a as number) - (b as number)),
    );
    const pushText = textsFor('en').alertPushText;
    expect(pushes.find((push) => push.listingId === cheap)?.body).toContain(
      pushText.matchesSearches({ names: 'Centre and Cheap' }),
    );
    expect(pushes.find((push) => push.listingId === dear)?.body).toContain(
      pushText.matchesSearches({ names: 'Centre' }),
    );
    // The mail holds only what a search that goes out by e-mail matched: Cheap (both) and Big (mail only).
    const [mail] = mailsTo(mailer, member);
    expect(listingLinks(mail as OutgoingMail)).toEqual([cheap, bigDear].sort((a, b) => (a as number) - (b as number)));
    await run(mailer);
    expect(pushService.received(device)).toHaveLength(3);
    expect(mailsTo(mailer, member)).toHaveLength(1);
  });

  it('matches nothing for a search that is off, and mails the searches that are on', async () => {
    const { member } = await memberWith('off-search', [
      { name: 'Off', city: 'Arnhem', on: false },
      { name: 'On', city: 'Arnhem', price_max: 800 },
    ]);
    const [cheap, dear] = await insertListings(backend, [
      { title: 'Cheap', rent_on_monthly_basis: 700, city_of_group: 'Arnhem', listing_type: 'room' },
      { title: 'Dear', rent_on_monthly_basis: 1200, city_of_group: 'Arnhem', listing_type: 'room' },
    ]);
    const mailer = new CapturingMailer();
    await run(mailer, null);
    const [mail] = mailsTo(mailer, member);
    expect(listingLinks(mail as OutgoingMail)).toEqual([cheap]);
    expect(listingLinks(mail as OutgoingMail)).not.toContain(dear);
  });

  it('a search made after a listing arrived does not skip it for the search made before', async () => {
    const { member } = await memberWith('later-search', [{ name: 'First', city: 'Breda' }]);
    const [waiting] = await insertListings(backend, [
      { title: 'Waiting', rent_on_monthly_basis: 700, city_of_group: 'Breda', listing_type: 'room' },
    ]);
    const { error } = await member.client
      .from('saved_filters')
      .insert({ id: `alert:${member.id}:${crypto.randomUUID()}`, name: 'Second', city: 'Tilburg' });
    expect(error).toBeNull();
    const mailer = new CapturingMailer();
    await run(mailer, null);
    const [mail] = mailsTo(mailer, member);
    expect(listingLinks(mail as OutgoingMail)).toEqual([waiting]);
  });
});
