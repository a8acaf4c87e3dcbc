// The mails GoTrue sends: sign-up confirmation, password recovery and e-mail change.
import { escapeHtml, type OutgoingMail } from '../../functions/_shared/mail.ts';

const COPY = {
  signup: {
    subject: 'Confirm your RoomRadar account',
    intro: 'Welcome to RoomRadar! Confirm your e-mail address to start saving favorites.',
    action: 'Confirm your e-mail',
  },
  recovery: {
    subject: 'Reset your RoomRadar password',
    intro: 'Someone asked to reset the password of your RoomRadar account. If it was you, choose a new one.',
    action: 'Reset your password',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    intro: 'Confirm that RoomRadar may use this address for your account.',
    action: 'Confirm your new e-mail',
  },
} as const;

export function verificationMail(kind: keyof typeof COPY, to: string, link: string): OutgoingMail {
  const copy = COPY[kind];
  return {
    to,
    subject: copy.subject,
    text: `${copy.intro}\n\n${copy.action}: ${link}\n\nThe link works for one hour. If you did not ask for this, ignore this e-mail.`,
    html: `<p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p><p>The link works for one hour. If you did not ask for this, ignore this e-mail.</p>`,
  };
}
