// Responses of the edge functions: JSON with CORS headers, and errors as { error } with a 4xx status.
import { parseBoundedJson } from './bounded-json.ts';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, stripe-signature, x-ingest-secret',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function failure(status: number, message: string): Response {
  return json({ error: message }, status);
}

/** The 405 for a method a function does not take, naming the ones it does in Allow as HTTP requires. */
export function methodNotAllowed(allowed: readonly string[], message: string): Response {
  return json({ error: message }, 405, { Allow: allowed.join(', ') });
}

/** A read: GET, or HEAD, which is answered as GET (the platform sends the head of the answer only). */
export const isRead = (request: Request): boolean => request.method === 'GET' || request.method === 'HEAD';

/** Reads a JSON object body of at most `limitBytes`; a Response when the body is unusable. */
export async function readJsonObject(
  request: Request,
  limitBytes: number,
): Promise<Record<string, unknown> | Response> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limitBytes) return failure(413, `The body is larger than ${limitBytes} bytes`);
  const text = await request.text();
  if (text.length > limitBytes) return failure(413, `The body is larger than ${limitBytes} bytes`);
  const parsed = parseBoundedJson(text);
  if (!parsed.ok) return failure(400, parsed.isSyntax ? 'The body is not valid JSON' : parsed.problem);
  const body = parsed.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return failure(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The caller's address as the platform's proxy reports it. */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
