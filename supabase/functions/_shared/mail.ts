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
