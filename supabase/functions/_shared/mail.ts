// One interface for outgoing e-mail. Production sends through an HTTP e-mail API or SMTP; supabase/local
// keeps every message in its mailbox (/_dev/mail). Callers never know which.

export type OutgoingMail = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers?: Readonly<Record<string, string>>;
};

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Escapes text for HTML mail bodies; everything user-supplied goes through here. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
