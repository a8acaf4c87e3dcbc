// Image addresses from a scrape are untrusted: only https URLs without credentials survive, a trailing '?'
// (an empty query the scraper leaves) is stripped, duplicates are dropped, and at most 20 are kept.
const MAX_IMAGES = 20;

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
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') continue;
    const text = url.toString().replace(/\?+$/, '');
    if (!kept.includes(text)) kept.push(text);
    if (kept.length === MAX_IMAGES) break;
  }
  return kept;
}
