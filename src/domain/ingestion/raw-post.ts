// The import format: one JSON post per line with id, group {name, city}, posted_at (ISO), url, images, text and,
// optionally, author
// (see README "Importing posts"). Every line is checked on its own; a bad line is reported with its reason and
// never stops the rest of the batch. Markup in the text is removed, never interpreted.
import { cleanImageUrls } from './images.ts';

export const MAX_TEXT_BYTES = 50 * 1024;
const MAX_ID_LENGTH = 200;
const MAX_NAME_LENGTH = 200;

export type RawPost = {
  id: string;
  group: { name: string | null; city: string | null };
  posted_at: string;
  url: string;
  images: string[];
  text: string;
  /** The poster's id on the social network, when the export names it (never shown; see photo-reuse.ts). */
  author?: string;
};

export type LineResult = { ok: true; post: RawPost; warnings: string[] } | { ok: false; error: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Removes HTML: script and style blocks whole, every other tag, and the common entities. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = stripMarkup(value).replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  return text === '' ? null : text;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Checks and cleans one post already parsed from JSON. */
export function validatePost(value: unknown): LineResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: 'A post must be a JSON object.' };
  const record = value as Record<string, unknown>;
  const id = typeof record.id === 'number' && Number.isFinite(record.id) ? String(record.id) : record.id;
  if (typeof id !== 'string' || id.trim() === '') return { ok: false, error: 'The post has no id.' };
  if (id.length > MAX_ID_LENGTH) return { ok: false, error: `The id is longer than ${MAX_ID_LENGTH} characters.` };
  if (typeof record.text !== 'string' || record.text.trim() === '')
    return { ok: false, error: 'The post has no text.' };
  if (new TextEncoder().encode(record.text).length > MAX_TEXT_BYTES)
    return { ok: false, error: 'The text is over 50 KB.' };
  if (typeof record.url !== 'string' || !isHttpUrl(record.url.trim()))
    return { ok: false, error: 'The url must be an http(s) address.' };
  const postedAt = typeof record.posted_at === 'string' ? new Date(record.posted_at) : null;
  if (postedAt === null || Number.isNaN(postedAt.getTime()))
    return { ok: false, error: 'posted_at must be an ISO date and time.' };
  const warnings: string[] = [];
  const text = stripMarkup(record.text);
  if (text !== record.text) warnings.push('Markup was removed from the text.');
  if (text.trim() === '') return { ok: false, error: 'The post has no text once markup is removed.' };
  const rawImages = Array.isArray(record.images) ? record.images : [];
  const images = cleanImageUrls(rawImages);
  if (images.length < rawImages.length)
    warnings.push(
      `${rawImages.length - images.length} image address(es) were dropped (not https, malformed or repeated).`,
    );
  const author = typeof record.author === 'number' ? String(record.author) : record.author;
  const group =
    typeof record.group === 'object' && record.group !== null ? (record.group as Record<string, unknown>) : {};
  return {
    ok: true,
    post: {
      id: id.trim(),
      group: { name: cleanName(group.name), city: cleanName(group.city) },
      posted_at: postedAt.toISOString(),
      url: record.url.trim(),
      images,
      text,
      // Only when given, so the payload (and its hash) of a post without one is as it always was.
      ...(typeof author === 'string' && author.trim() !== '' ? { author: author.trim().slice(0, MAX_ID_LENGTH) } : {}),
    },
    warnings,
  };
}

/** Parses and checks one line of the import format. */
export function parsePostLine(line: string): LineResult {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, error: 'The line is not valid JSON.' };
  }
  return validatePost(value);
}
