// send-contact-email: stores a contact or feedback message and mails it to support (product spec section 7).
// Feedback ('[FEEDBACK] …') needs a signed-in member. Each sender may send a few messages per window,
// counted in the database so the limit holds across instances.
import { SUPPORT_EMAIL } from '../../../src/domain/constants.ts';
import { validateEmail } from '../../../src/domain/validation.ts';
import { textsFor } from '../../../src/i18n/fixed-texts.ts';
import { isDeliverableAddress } from '../_shared/email-address.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { clientAddress, corsHeaders, failure, json, methodNotAllowed, readJsonObject } from '../_shared/http.ts';
import { escapeHtml } from '../../../src/domain/content/escape-html.ts';
import { serviceClient } from '../_shared/service-client.ts';

export const CONTACT_LIMIT = { messages: 5, windowMinutes: 10 };
const FEEDBACK_PREFIX = '[FEEDBACK]';
const LIMITS = { name: 200, subject: 200, message: 10_000 };

type ContactMessage = { name: string; email: string; subject: string; message: string };

function field(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

function validate(body: Record<string, unknown>): ContactMessage | string {
  const message = {
    name: field(body, 'name'),
    email: field(body, 'email'),
    subject: field(body, 'subject') || 'Contact form',
    message: field(body, 'message'),
  };
  if (!message.name || !message.email || !message.message) return 'Please fill in all fields.';
  // The API answers in English, the spec's language (the form checks the spec's shape in the visitor's
  // first). The address becomes a filter and the mail's Reply-To: it must also be one GoTrue would take.
  const { validationText } = textsFor('en');
  const emailProblem = validateEmail(message.email, { validationText });
  if (emailProblem) return emailProblem;
  if (!isDeliverableAddress(message.email)) return validationText.emailInvalid;
  if (message.name.length > LIMITS.name) return `The name may be at most ${LIMITS.name} characters long`;
  if (message.subject.length > LIMITS.subject) return `The subject may be at most ${LIMITS.subject} characters long`;
  if (message.message.length > LIMITS.message) return `The message may be at most ${LIMITS.message} characters long`;
  return message;
}

/** The methods send-contact-email takes. */
export const SEND_CONTACT_EMAIL_METHODS: readonly string[] = ['POST', 'OPTIONS'];

export function createSendContactEmail(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  const supportAddress = deps.env.get('SUPPORT_EMAIL') ?? SUPPORT_EMAIL;

  const senderId = async (request: Request): Promise<string | null> => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token || token === deps.anonKey) return null;
    const { data } = await service.auth.getUser(token);
    return data.user?.id ?? null;
  };

  const recentCount = async (column: 'sender_ip' | 'email', value: string): Promise<number> => {
    const since = new Date(Date.now() - CONTACT_LIMIT.windowMinutes * 60_000).toISOString();
    const { count, error } = await service
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .eq(column, value)
      .gte('created_at', since);
    if (error) throw new Error(`Counting recent messages failed: ${error.message}`);
    return count ?? 0;
  };

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return methodNotAllowed(SEND_CONTACT_EMAIL_METHODS, 'Send messages with POST');
    const body = await readJsonObject(request, 32 * 1024);
    if (body instanceof Response) return body;
    const message = validate(body);
    if (typeof message === 'string') return failure(400, message);
    const userId = await senderId(request);
    if (message.subject.startsWith(FEEDBACK_PREFIX) && !userId)
      return failure(401, 'You must be logged in to send feedback.');
    const address = clientAddress(request);
    if (
      (await recentCount('sender_ip', address)) >= CONTACT_LIMIT.messages ||
      (await recentCount('email', message.email)) >= CONTACT_LIMIT.messages
    ) {
      return failure(429, 'Too many messages. Please try again in a few minutes.');
    }
    const { error } = await service
      .from('contact_messages')
      .insert({ ...message, user_id: userId, sender_ip: address });
    if (error) return failure(400, 'The message could not be stored');
    await deps.mailer.send({
      to: supportAddress,
      subject: `${message.subject} from ${message.name}`.replace(/[\r\n]+/g, ' '),
      text: `From: ${message.name} <${message.email}>\n${userId ? `Member: ${userId}\n` : ''}\n${message.message}`,
      html: `<p>From: ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>${userId ? `<p>Member: ${escapeHtml(userId)}</p>` : ''}<pre>${escapeHtml(message.message)}</pre>`,
      headers: { 'Reply-To': message.email },
    });
    return json({ ok: true });
  };
}
