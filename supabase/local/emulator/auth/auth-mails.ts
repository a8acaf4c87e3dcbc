// The mails GoTrue sends: sign-up confirmation, password recovery and e-mail change, in the user's language.
// That is the `language` of their metadata, as a hosted project's templates read it (`.Data.language`): the
// app sends it at sign-up, and the profile's trigger keeps it equal to the profile's. Anything else is English.
import { type OutgoingMail } from '../../../functions/_shared/mail.ts';
import { escapeHtml } from '../../../../src/domain/content/escape-html.ts';
import { textsFor } from '../../../../src/i18n/fixed-texts.ts';

export type VerificationKind = 'signup' | 'recovery' | 'email_change';

/** `language` is the user's metadata's; one RoomRadar does not speak (or none) gets English. */
export function verificationMail(kind: VerificationKind, to: string, link: string, language: unknown): OutgoingMail {
  const { authMailText } = textsFor(language);
  const copy = authMailText[kind];
  return {
    to,
    subject: copy.subject,
    text: `${copy.intro}\n\n${copy.action}: ${link}\n\n${authMailText.expiry}`,
    html: `<p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p><p>${escapeHtml(authMailText.expiry)}</p>`,
  };
}
