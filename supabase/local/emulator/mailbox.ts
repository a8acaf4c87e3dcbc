// The local mailbox: every e-mail supabase/local sends, kept in memory and shown at /_dev/mail (an HTML
// page) and /_dev/mail/messages (JSON, newest first; ?to= filters by recipient).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Mailer, type OutgoingMail } from '../../functions/_shared/mail.ts';
import { escapeHtml } from '../../../src/domain/content/escape-html.ts';
import { sendJson, sendRaw } from './node-request-response.ts';

export type StoredMail = OutgoingMail & { readonly id: number; readonly sentAt: string };

const MAX_KEPT = 500;

// Candidate links: an http(s) address up to the first space or character that cannot end one in a mail.
const LINK_CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;

/** An http(s) address as the browser will read it, or null: no other scheme ever becomes a link. */
function httpLink(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A mail's text as HTML with its http(s) addresses as links: every piece, the addresses included, is
 * escaped, so a mail's content can never add markup to the page. A trailing full stop or bracket stays text.
 */
export function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_CANDIDATE)) {
    const candidate = match[0].replace(/[.,;:!?)\]]+$/, '');
    const href = httpLink(candidate);
    if (href === null) continue;
    const start = match.index;
    html += `${escapeHtml(text.slice(last, start))}<a href="${escapeHtml(href)}" rel="noreferrer">${escapeHtml(candidate)}</a>`;
    last = start + candidate.length;
  }
  return html + escapeHtml(text.slice(last));
}

export class LocalMailbox implements Mailer {
  private readonly messages: StoredMail[] = [];
  private nextId = 1;

  /** `relay` also delivers every message for real (SMTP_URL), as a self-hosted stack does. */
  constructor(private readonly relay: Mailer | null = null) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.messages.unshift({ ...mail, id: this.nextId++, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, MAX_KEPT);
    await this.relay?.send(mail);
  }

  list(to?: string): StoredMail[] {
    return to ? this.messages.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()) : [...this.messages];
  }

  handle(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (request.method !== 'GET') {
      sendJson(response, 405, { message: 'The mailbox is read-only' });
      return;
    }
    const to = url.searchParams.get('to') ?? undefined;
    if (url.pathname === '/_dev/mail/messages') {
      sendJson(response, 200, this.list(to));
      return;
    }
    const items = this.list(to)
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} at ${escapeHtml(mail.sentAt)}</p><pre>${linkedText(mail.text)}</pre></article>`,
      )
      .join('<hr>');
    sendRaw(
      response,
      200,
      `<!doctype html><html lang="en"><title>Local mailbox</title><h1>Local mailbox</h1>${items || '<p>No mail yet.</p>'}</html>`,
      {
        'Content-Type': 'text/html; charset=utf-8',
      },
    );
  }
}
