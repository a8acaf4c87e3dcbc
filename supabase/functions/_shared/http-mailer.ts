// Production mail through an HTTP e-mail API (Resend's, whose request shape several providers share).
import type { Mailer, OutgoingMail } from './mail.ts';

export type HttpMailerOptions = { apiKey: string; from: string; endpoint?: string; fetchImpl?: typeof fetch };

export function createHttpMailer({
  apiKey,
  from,
  endpoint = 'https://api.resend.com/emails',
  fetchImpl = fetch,
}: HttpMailerOptions): Mailer {
  return {
    async send(mail: OutgoingMail) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? {},
        }),
      });
      if (!response.ok) throw new Error(`The e-mail API answered ${response.status}`);
    },
  };
}
