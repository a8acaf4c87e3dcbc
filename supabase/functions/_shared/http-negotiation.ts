// Content negotiation and revalidation as HTTP defines them, shared by the edge functions and the local
// server's files and REST answers: which encodings a client takes (quality 0 is a refusal) and whether its
// If-None-Match names a tag.

const QUALITY = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** Whether an Accept-Encoding header accepts `encoding` (named, or by '*', and not refused with q=0). */
export function acceptsEncoding(acceptEncoding: string | null | undefined, encoding: string): boolean {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const quality = parameters
      .map((parameter) => /^\s*q=(.*?)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    // A weight is 0 to 1 with at most three decimals (RFC 9110); one that is not (q=-1, q=abc) accepts nothing.
    accepted.set(name, quality === undefined ? 1 : QUALITY.test(quality) ? Number(quality) : 0);
  }
  return (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
}

/** Whether If-None-Match names this tag (compared weakly, as RFC 9110 asks for If-None-Match). */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
