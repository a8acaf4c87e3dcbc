// send-contact-email through the local functions host: validation, storage, the mail to support, feedback
// needing a member, and the rate limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '../../supabase/functions/send-contact-email/handler.ts';
import { SUPPORT_EMAIL } from '../../src/domain/constants.ts';
import { anonClient, createMember, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let member: TestUser;
let senderCounter = 0;

beforeAll(async () => {
  member = await createMember(backend, { name: 'writer' });
}, 60_000);

const post = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
  fetch(`${backend.url}/functions/v1/send-contact-email`, {
    method,
    headers: {
      apikey: backend.keys.anonKey,
      Authorization: `Bearer ${backend.keys.anonKey}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    ...(method === 'GET' ? {} : { body }),
  });

/** Each test writes from its own address, so the per-address limit counts only its own messages. */
const sender = () => `sender${(senderCounter += 1)}@example.com`;

async function clearRecentMessages(): Promise<void> {
  await backend.db.asOwner((sql) => sql.query('delete from public.contact_messages'));
}

describe('send-contact-email', () => {
  it('stores the message and mails support with the text escaped', async () => {
    await clearRecentMessages();
    const email = sender();
    const { data, error } = await anonClient(backend).functions.invoke('send-contact-email', {
      body: { name: 'Ann <b>', email, subject: 'Contact form', message: 'Is <script>alert(1)</script> Noord covered?' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const stored = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ name: string; user_id: string | null }>(
            'select name, user_id from public.contact_messages where email = $1',
            [email],
          )
        ).rows,
    );
    expect(stored).toEqual([{ name: 'Ann <b>', user_id: null }]);
    const mail = backend.mailbox.list(SUPPORT_EMAIL).find((message) => message.text.includes(email));
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.headers?.['Reply-To']).toBe(email);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: '', email: 'a@example.com', message: 'Hi' }, 'Please fill in all fields.'],
    [{ name: 'Ann', email: 'a@example.com', message: '   ' }, 'Please fill in all fields.'],
    [{ name: 'Ann', email: 'not-an-address', message: 'Hi' }, 'Please enter a valid email address'],
    // Shapes the form's rule lets through but no mail server takes, and that would reach a filter or a header.
    ...[
      'a,b@example.com',
      'a;b@example.com',
      '<script>@example.com',
      '"x"y@example.com',
      'a@b.c\u0000x',
      'a\u0001@b.cd',
    ].map((email): [Record<string, unknown>, string] => [
      { name: 'Ann', email, message: 'Hi' },
      'Please enter a valid email address',
    ]),
    [
      { name: 'Ann', email: 'a@example.com', message: 'x'.repeat(10_001) },
      'The message may be at most 10000 characters long',
    ],
    [{ name: 7, email: 'a@example.com', message: 'Hi' }, 'Please fill in all fields.'],
  ])('rejects %j with 400', async (body, message) => {
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('rejects bad JSON, other methods and oversized bodies', async () => {
    expect((await post('{"name":')).status).toBe(400);
    expect((await post('', {}, 'GET')).status).toBe(405);
    expect(
      (await post(JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(40_000) }))).status,
    ).toBe(413);
  });

  it('takes feedback only from a signed-in member, and records who sent it', async () => {
    const feedback = {
      name: member.email,
      email: member.email,
      subject: '[FEEDBACK] User Feedback',
      message: 'Love the map',
    };
    expect((await post(JSON.stringify(feedback))).status).toBe(401);
    await clearRecentMessages();
    const response = await post(JSON.stringify(feedback), { Authorization: `Bearer ${member.accessToken}` });
    expect(response.status).toBe(200);
    const stored = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ user_id: string }>(
            `select user_id from public.contact_messages where subject = '[FEEDBACK] User Feedback'`,
          )
        ).rows,
    );
    expect(stored).toEqual([{ user_id: member.id }]);
  });

  it(`allows ${CONTACT_LIMIT.messages} messages per ${CONTACT_LIMIT.windowMinutes} minutes from one address`, async () => {
    await clearRecentMessages();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CONTACT_LIMIT.messages; attempt += 1) {
      statuses.push(
        (await post(JSON.stringify({ name: 'Ann', email: sender(), message: `Message ${attempt}` }))).status,
      );
    }
    expect(statuses).toEqual([...Array(CONTACT_LIMIT.messages).fill(200), 429]);
  });
});
