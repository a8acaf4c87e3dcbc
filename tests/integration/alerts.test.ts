// Room alerts on the real local stack: who gets mail (Premium with an active subscription and an alert
// that is on), exactly-once delivery across a run that stops halfway and two runs at once, the digest's
// parts and headers, the one-click unsubscribe, and the run right after an ingest through ingest-posts.
import { beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '../../supabase/functions/_shared/alerts/run-alerts.ts';
import { unsubscribeToken } from '../../supabase/functions/_shared/alerts/unsubscribe-token.ts';
import { type Mailer, type OutgoingMail } from '../../supabase/functions/_shared/mail.ts';
import { escapeHtml } from '../../src/domain/content/escape-html.ts';
import { formatRent } from '../../src/domain/listings/format.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { createMember, insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

/** Makes every earlier listing old news, so each test sees only its own. */
beforeEach(async () => {
  await backend.db.asOwner((sql) =>
    sql.query(
      'update public.alert_cursors set last_listing_modified = (select coalesce(max(_modified), 0) from public.listings)',
    ),
  );
});

class CapturingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  constructor(private readonly failFor: (mail: OutgoingMail) => boolean = () => false) {}
  async send(mail: OutgoingMail): Promise<void> {
    if (this.failFor(mail)) throw new Error('The mail provider is down');
    this.sent.push(mail);
  }
}

const run = (mailer: Mailer, leaseMs?: number) =>
  runAlerts({
    service: serviceClient(backend),
    mailer,
    push: null,
    siteUrl: 'https://roomradar.test',
    apiUrl: backend.url,
    signingSecret: backend.keys.alertSigningSecret,
    ...(leaseMs === undefined ? {} : { leaseMs }),
  });

async function memberWithAlert(
  name: string,
  alert: Record<string, unknown>,
  options: { premium?: boolean } = { premium: true },
): Promise<TestUser> {
  const member = await createMember(backend, { name, premium: options.premium ?? true });
  const { error } = await member.client
    .from('saved_filters')
    .insert({ id: `alert:${member.id}`, user_id: member.id, name: 'My Alert', ...alert });
  if (error) throw error;
  return member;
}

const mailsTo = (mailer: CapturingMailer, member: TestUser) => mailer.sent.filter((mail) => mail.to === member.email);
const listingLinks = (mail: OutgoingMail) =>
  [...mail.text.matchAll(/\/listing\/(\d+)/g)].map((match) => Number(match[1])).sort((a, b) => a - b);

describe('who gets alert mail', () => {
  it('mails a Premium member a matching listing and nothing that does not match', async () => {
    const member = await memberWithAlert('matcher', { price_max: 900, city: 'Utrecht' });
    const [match, tooDear, elsewhere] = await insertListings(backend, [
      { title: 'Utrecht match', rent_on_monthly_basis: 850, city_of_group: 'Utrecht', listing_type: 'room' },
      { title: 'Too dear', rent_on_monthly_basis: 1200, city_of_group: 'Utrecht', listing_type: 'room' },
      { title: 'Elsewhere', rent_on_monthly_basis: 700, city_of_group: 'Rotterdam', listing_type: 'room' },
    ]);
    const mailer = new CapturingMailer();
    await run(mailer);
    const mails = mailsTo(mailer, member);
    expect(mails).toHaveLength(1);
    expect(listingLinks(mails[0] as OutgoingMail)).toEqual([match]);
    expect(listingLinks(mails[0] as OutgoingMail)).not.toContain(tooDear);
    expect(listingLinks(mails[0] as OutgoingMail)).not.toContain(elsewhere);
    await run(mailer);
    expect(mailsTo(mailer, member)).toHaveLength(1);
  });

  it('mails nobody without Premium, with an expired or canceled subscription, or unsubscribed', async () => {
    const free = await memberWithAlert('free', {}, { premium: false });
    const expired = await memberWithAlert('expired', {});
    await backend.db.asOwner((sql) =>
      sql.query("update public.subscribers set subscription_end = now() - interval '1 day' where user_id = $1", [
        expired.id,
      ]),
    );
    const canceled = await memberWithAlert('canceled', {});
    await backend.db.asOwner((sql) =>
      sql.query(
        "update public.subscribers set subscribed = false, subscription_status = 'canceled' where user_id = $1",
        [canceled.id],
      ),
    );
    const unsubscribed = await memberWithAlert('unsubscribed', {});
    await backend.db.asOwner((sql) =>
      sql.query('update public.saved_filters set alerts_enabled = false where user_id = $1', [unsubscribed.id]),
    );
    const premium = await memberWithAlert('premium', {});
    await insertListings(backend, [{ title: 'For everyone', rent_on_monthly_basis: 700, listing_type: 'room' }]);
    const mailer = new CapturingMailer();
    await run(mailer);
    for (const member of [free, expired, canceled, unsubscribed])
      expect(mailsTo(mailer, member), member.email).toHaveLength(0);
    expect(mailsTo(mailer, premium)).toHaveLength(1);
  });

  it('never mails the backlog from before the alert existed', async () => {
    await insertListings(backend, [{ title: 'Old news', rent_on_monthly_basis: 700, listing_type: 'room' }]);
    const member = await memberWithAlert('late', {});
    const mailer = new CapturingMailer();
    await run(mailer);
    expect(mailsTo(mailer, member)).toHaveLength(0);
  });
});

describe('exactly once', () => {
  it('a run that stops halfway is finished by the next, which repeats nothing', async () => {
    const first = await memberWithAlert('first', {});
    const second = await memberWithAlert('second', {});
    const ids = await insertListings(backend, [
      { title: 'Once only A', listing_type: 'room' },
      { title: 'Once only B', listing_type: 'room' },
    ]);
    const broken = new CapturingMailer((mail) => mail.to === second.email);
    const stopped = await run(broken);
    expect(stopped.failures).toBe(1);
    expect(mailsTo(broken, first)).toHaveLength(1);
    const mailer = new CapturingMailer();
    // The stopped run's claims are taken over at once here (lease 0); in production after two minutes.
    await run(mailer, 0);
    expect(mailsTo(mailer, first)).toHaveLength(0);
    expect(mailsTo(mailer, second)).toHaveLength(1);
    expect(listingLinks(mailsTo(mailer, second)[0] as OutgoingMail)).toEqual([...ids].sort((a, b) => a - b));
    const again = new CapturingMailer();
    await run(again, 0);
    expect(mailsTo(again, first).length + mailsTo(again, second).length).toBe(0);
  });

  it('two runs at once send each listing to each member once', async () => {
    const members = await Promise.all(
      ['parallel-a', 'parallel-b', 'parallel-c'].map((name) => memberWithAlert(name, {})),
    );
    const ids = await insertListings(
      backend,
      Array.from({ length: 6 }, (_, index) => ({ title: `Parallel ${index}`, listing_type: 'room' })),
    );
    const left = new CapturingMailer();
    const right = new CapturingMailer();
    await Promise.all([run(left), run(right)]);
    for (const member of members) {
      const received = [...mailsTo(left, member), ...mailsTo(right, member)]
        .flatMap(listingLinks)
        .sort((a, b) => a - b);
      expect(received, member.email).toEqual([...ids].sort((a, b) => a - b));
    }
  });
});

describe('the digest', () => {
  it('shows at most 20 listings with photo, price and link, has HTML and text parts, escapes scraped text and offers one-click unsubscribe', async () => {
    const member = await memberWithAlert('digest', {});
    await insertListings(
      backend,
      Array.from({ length: 23 }, (_, index) => ({
        title: index === 22 ? '<script>alert(1)</script> room' : `Digest room ${index}`,
        rent_on_monthly_basis: 700 + index,
        room_size_m2: 12,
        listing_type: 'room',
        image_urls: { full: ['https://scontent.example/p.jpg'], thumb: [] },
      })),
    );
    const mailer = new CapturingMailer();
    await run(mailer);
    const [mail] = mailsTo(mailer, member);
    expect(mail?.subject).toBe('23 new rooms for you on RoomRadar');
    expect(listingLinks(mail as OutgoingMail)).toHaveLength(20);
    expect(mail?.text).toContain('And 3 more: https://roomradar.test/listings');
    expect(mail?.html).toContain('See all 23 matches');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; room');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('<img src="https://scontent.example/p.jpg"');
    expect(mail?.html).toContain('€722/month');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/[^>]+\/functions\/v1\/alert-unsubscribe\?token=[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe("the digest in the member's language", () => {
  it('a Dutch member gets it in Dutch and an English member in English, in the same run', async () => {
    const dutch = await memberWithAlert('sanne', { city: 'Leiden' });
    const { error } = await dutch.client.from('profiles').update({ language: 'nl' }).eq('user_id', dutch.id);
    expect(error).toBeNull();
    const english = await memberWithAlert('emma', { city: 'Leiden' });
    await insertListings(backend, [
      {
        title: 'Leiden room',
        rent_on_monthly_basis: 1250,
        room_size_m2: 14,
        city_of_group: 'Leiden',
        listing_type: 'room',
      },
    ]);
    const mailer = new CapturingMailer();
    await run(mailer);
    const [inDutch] = mailsTo(mailer, dutch);
    const [inEnglish] = mailsTo(mailer, english);
    const nl = textsFor('nl');
    expect(inDutch?.subject).toBe(nl.digestText.subject({ count: 1 }));
    expect(inDutch?.subject).not.toBe('1 new room for you on RoomRadar');
    expect(inDutch?.html).toContain('<html lang="nl">');
    expect(inDutch?.text).toContain(nl.digestText.greeting({ name: 'sanne' }));
    expect(inDutch?.text).toContain(nl.digestText.intro({ count: 1 }));
    const token = await unsubscribeToken(dutch.id, backend.keys.alertSigningSecret);
    const unsubscribePage = `https://roomradar.test/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(inDutch?.text).toContain(nl.digestText.stopText({ link: unsubscribePage }));
    expect(inDutch?.html).toContain(`>${escapeHtml(nl.digestText.stopLink)}</a>`);
    // '€ 1.250 per maand': a Dutch price, with a point between the thousands.
    expect(inDutch?.text).toContain(formatRent(1250, nl));
    expect(formatRent(1250, nl)).toMatch(/€\s?1\.250/);
    expect(inDutch?.text).toContain(nl.factText.room({ size: nl.factText.squareMetres({ size: 14 }) }));

    expect(inEnglish?.subject).toBe('1 new room for you on RoomRadar');
    expect(inEnglish?.html).toContain('<html lang="en">');
    expect(inEnglish?.text).toContain('Hi emma,');
    expect(inEnglish?.text).toContain('1 new room matches your RoomRadar alert.');
    expect(inEnglish?.text).toContain(formatRent(1250, textsFor('en')));
    expect(inEnglish?.text).toContain('Room 14 m²');
    expect(inEnglish?.text).toContain('Stop these e-mails: https://roomradar.test/unsubscribe?token=');
  });
});

describe('one-click unsubscribe', () => {
  it('turns the mails off on POST, never on GET, and refuses a forged token', async () => {
    const member = await memberWithAlert('leaver', {});
    const token = await unsubscribeToken(member.id, backend.keys.alertSigningSecret);
    const url = `${backend.url}/functions/v1/alert-unsubscribe?token=${encodeURIComponent(token)}`;
    const enabled = async () =>
      backend.db.asOwner(
        async (sql) =>
          (
            await sql.query<{ alerts_enabled: boolean }>(
              'select alerts_enabled from public.saved_filters where user_id = $1',
              [member.id],
            )
          ).rows[0]?.alerts_enabled,
      );

    const look = await fetch(url, { redirect: 'manual' });
    expect(look.status).toBe(303);
    expect(look.headers.get('location')).toBe(`${backend.url}/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await enabled()).toBe(true);

    const forged = await fetch(url.replace(/token=[^&]+/, `token=${member.id}.${'A'.repeat(43)}`), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    expect(await enabled()).toBe(true);

    const oneClick = await fetch(url, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await oneClick.json()).toEqual({ unsubscribed: true });
    expect(await enabled()).toBe(false);
    await insertListings(backend, [{ title: 'After leaving', listing_type: 'room' }]);
    const mailer = new CapturingMailer();
    await run(mailer);
    expect(mailsTo(mailer, member)).toHaveLength(0);

    // Each saved search has its own on/off on the alert page (issue 36): changing the search leaves it off,
    // and the member's switch turns it on again.
    const { error } = await member.client.from('saved_filters').update({ price_max: 1500 }).eq('user_id', member.id);
    expect(error).toBeNull();
    expect(await enabled()).toBe(false);
    await member.client.from('saved_filters').update({ alerts_enabled: true }).eq('user_id', member.id);
    expect(await enabled()).toBe(true);
  });
});

describe('send-alerts and the run after an ingest', () => {
  it('send-alerts takes only the service role key', async () => {
    expect(
      (
        await fetch(`${backend.url}/functions/v1/send-alerts`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${backend.keys.anonKey}` },
        })
      ).status,
    ).toBe(401);
    const ok = await fetch(`${backend.url}/functions/v1/send-alerts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.keys.serviceRoleKey}` },
    });
    expect(await ok.json()).toMatchObject({ runId: expect.any(String) });
  });

  it("a matching post ingested through ingest-posts is in the member's mailbox when the call returns", async () => {
    const member = await memberWithAlert('waiting', { city: 'Haarlem' });
    const post = {
      id: `alert-post-${Date.now()}`,
      group: { name: 'Wonen in Haarlem', city: 'Haarlem' },
      posted_at: new Date().toISOString(),
      url: 'https://www.facebook.com/groups/1/posts/2',
      images: [],
      text: 'Kamer te huur in Haarlem-Noord, 14 m2, €690 all-in, per 1 december',
    };
    const response = await fetch(`${backend.url}/functions/v1/ingest-posts`, {
      method: 'POST',
      headers: { 'x-ingest-secret': backend.keys.ingestSecret },
      body: JSON.stringify(post),
    });
    expect(await response.json()).toMatchObject({ created: 1 });
    const mails = backend.mailbox.list(member.email).filter((mail) => mail.subject.includes('for you'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('1 new room for you on RoomRadar');
    expect(mails[0]?.text).toContain('Room of 14 m² in Haarlem-Noord, Haarlem');
  });
});

describe('alerts with an area (issue 34)', () => {
  it('mail each member only the rooms inside their own area: two members, one area each, one room inside one', async () => {
    const inDePijp = await memberWithAlert('de-pijp', { areas: [{ kind: 'wijk', id: 3630424 }] });
    const nearCentraal = await memberWithAlert('near-centraal', {
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
    const mailer = new CapturingMailer();
    await run(mailer);
    const mails = mailsTo(mailer, inDePijp);
    expect(mails).toHaveLength(1);
    expect(listingLinks(mails[0] as OutgoingMail)).toEqual([inOudePijp]);
    expect(mailsTo(mailer, nearCentraal)).toHaveLength(0);
  });

  it('stores the areas as the member saved them, and refuses ones the app would not read, storing nothing', async () => {
    const member = await createMember(backend, { name: 'area-saver', premium: true });
    const areas = [{ kind: 'stadsdeel', code: 'K' }];
    const { error } = await member.client
      .from('saved_filters')
      .insert({ id: `alert:${member.id}`, user_id: member.id, name: 'My Alert', areas });
    expect(error).toBeNull();
    const crossing = [
      {
        kind: 'polygon',
        rings: [
          [
            [4.88, 52.35],
            [4.9, 52.37],
            [4.9, 52.35],
            [4.88, 52.37],
          ],
        ],
      },
    ];
    const refused = await member.client.from('saved_filters').update({ areas: crossing }).eq('user_id', member.id);
    expect(refused.error?.message).toMatch(/^area 1 ring 1 crosses itself/);
    const { data } = await serviceClient(backend).from('saved_filters').select('areas').eq('user_id', member.id);
    expect(data).toEqual([{ areas }]);
  });
});
