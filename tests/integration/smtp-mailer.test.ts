// The SMTP mailer against a real SMTP server (smtp-server, in this process): the message arrives with its
// sender, recipient, subject, both parts and extra headers such as List-Unsubscribe.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../supabase/functions/_shared/smtp-mailer.ts';

let server: SMTPServer;
let port = 0;
const received: Array<{ from: string; to: string[]; data: string }> = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createSmtpMailer', () => {
  it('delivers the mail to an SMTP server', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'RoomRadar <alerts@roomradar.test>');
    await mailer.send({
      to: 'renter@example.org',
      subject: 'New rooms for you',
      text: 'Room in De Pijp',
      html: '<p>Room in De Pijp</p>',
      headers: { 'List-Unsubscribe': '<https://roomradar.test/u>' },
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'alerts@roomradar.test', to: ['renter@example.org'] });
    expect(received[0]?.data).toContain('Subject: New rooms for you');
    expect(received[0]?.data).toContain('List-Unsubscribe: <https://roomradar.test/u>');
    expect(received[0]?.data).toContain('Room in De Pijp');
    expect(received[0]?.data).toContain('<p>Room in De Pijp</p>');
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mailer = createSmtpMailer(
      'smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000',
      'RoomRadar <alerts@roomradar.test>',
    );
    await expect(mailer.send({ to: 'renter@example.org', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow();
  });
});
