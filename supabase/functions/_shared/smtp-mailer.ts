// Mail over SMTP, for self-hosting: SMTP_URL such as smtps://user:password@mail.example.org:465 (or smtp://
// with STARTTLS on 587), sender from MAIL_FROM. nodemailer runs in Node and, through npm: imports, in Deno.
import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './mail.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...(mail.headers ?? {}) },
      });
    },
  };
}
