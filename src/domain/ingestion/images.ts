// Image addresses from a scrape are untrusted: only https URLs without credentials survive, a trailing '?'
// (an empty query the scraper leaves) is stripped, duplicates are dropped, and at most 20 are kept. Plain
// http passes only to a loopback host (the demo's and the tests' own photo host): the photo step fetches
// those only where it is told to, and refuses them with a reason everywhere else.
const MAX_IMAGES = 20;
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function cleanImageUrls(urls: readonly unknown[]): string[] {
  const kept: string[] = [];
  for (const candidate of urls) {
    if (typeof candidate !== 'string' || candidate.length > 2048) continue;
    let url: URL;
    try {
      url = new URL(candidate.trim());
    } catch {
      continue;
    }
    const plainToLoopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    if ((url.protocol !== 'https:' && !plainToLoopback) || url.username !== '' || url.password !== '') continue;
    const text = url.toString().replace(/\?+$/, '');
    if (!kept.includes(text)) kept.push(text);
    if (kept.length === MAX_IMAGES) break;
  }
  return kept;
}
