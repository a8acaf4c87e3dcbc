import { describe, expect, it } from 'vitest';
import { cleanImageUrls } from './images.ts';
import { parsePostLine } from './raw-post.ts';
import { fromScraperItem, isScraperItem } from './scraper-adapter.ts';

const valid = {
  id: 'p1',
  group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
  posted_at: '2026-11-01T10:00:00Z',
  url: 'https://www.facebook.com/groups/1/posts/2',
  images: [],
  text: 'Room for rent',
};
const line = (overrides: Record<string, unknown>) => JSON.stringify({ ...valid, ...overrides });

describe('parsePostLine', () => {
  it('accepts a post in the import format', () => {
    expect(parsePostLine(line({}))).toEqual({
      ok: true,
      post: { ...valid, posted_at: '2026-11-01T10:00:00.000Z' },
      warnings: [],
    });
  });

  it('keeps the poster’s id when given (as text), and adds nothing when not', () => {
    const withAuthor = parsePostLine(line({ author: 100012345 }));
    expect(withAuthor.ok && withAuthor.post.author).toBe('100012345');
    const blank = parsePostLine(line({ author: '  ' }));
    expect(blank.ok && 'author' in blank.post).toBe(false);
  });

  it.each([
    ['{not json', 'The line is not valid JSON.'],
    ['[1, 2]', 'A post must be a JSON object.'],
    [line({ id: '' }), 'The post has no id.'],
    [line({ text: '   ' }), 'The post has no text.'],
    [line({ text: undefined }), 'The post has no text.'],
    [line({ text: 'x'.repeat(50 * 1024 + 1) }), 'The text is over 50 KB.'],
    [line({ url: 'javascript:alert(1)' }), 'The url must be an http(s) address.'],
    [line({ url: 'ftp://example.org/post' }), 'The url must be an http(s) address.'],
    [line({ posted_at: 'yesterday' }), 'posted_at must be an ISO date and time.'],
    [line({ text: '<script>alert(1)</script>' }), 'The post has no text once markup is removed.'],
  ])('rejects %s', (input, error) => {
    expect(parsePostLine(input)).toEqual({ ok: false, error });
  });

  it('removes markup from the text and the group name and reports it', () => {
    const result = parsePostLine(
      line({
        text: 'Room <b>for rent</b><img src=x onerror=alert(1)><script>steal()</script> &amp; more',
        group: { name: '<i>Kamers</i>', city: 'Amsterdam' },
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      post: { text: 'Room for rent  & more', group: { name: 'Kamers' } },
      warnings: ['Markup was removed from the text.'],
    });
  });
});

describe('cleanImageUrls', () => {
  it('keeps https addresses only, strips a trailing question mark and drops repeats', () => {
    expect(
      cleanImageUrls([
        'https://cdn.example/a.jpg?',
        'http://cdn.example/b.jpg',
        'javascript:alert(1)',
        'https://user:pw@cdn.example/c.jpg',
        42,
        'https://cdn.example/a.jpg',
        'https://cdn.example/d.jpg?w=300',
      ]),
    ).toEqual(['https://cdn.example/a.jpg', 'https://cdn.example/d.jpg?w=300']);
  });

  it('lets plain http through to a loopback host only (the demo’s photo host; the photo step decides)', () => {
    expect(
      cleanImageUrls([
        'http://127.0.0.1:4000/a.jpg',
        'http://localhost/b.jpg',
        'http://10.0.0.1/c.jpg',
        'http://[::1]/d.jpg',
      ]),
    ).toEqual(['http://127.0.0.1:4000/a.jpg', 'http://localhost/b.jpg', 'http://[::1]/d.jpg']);
  });
});

describe('scraper adapter (Apify Facebook Groups Scraper)', () => {
  const item = {
    facebookUrl: 'https://www.facebook.com/groups/123',
    url: 'https://www.facebook.com/groups/123/permalink/456/',
    time: '2026-11-01T10:00:00.000Z',
    text: 'Kamer te huur',
    groupTitle: 'Kamers Utrecht - aangeboden',
    legacyId: '456',
    attachments: [
      { photo_image: { uri: 'https://scontent.example/1.jpg' } },
      { thumbnail: 'https://scontent.example/2.jpg' },
      { url: 'https://www.facebook.com/photo' },
    ],
  };

  it('recognises an export item and maps its fields', () => {
    expect(isScraperItem(item)).toBe(true);
    expect(isScraperItem(valid)).toBe(false);
    expect(fromScraperItem(item)).toEqual({
      id: '456',
      group: { name: 'Kamers Utrecht - aangeboden', city: 'Utrecht' },
      posted_at: '2026-11-01T10:00:00.000Z',
      url: 'https://www.facebook.com/groups/123/permalink/456/',
      images: ['https://scontent.example/1.jpg', 'https://scontent.example/2.jpg'],
      text: 'Kamer te huur',
    });
  });

  it("takes a group's city from configuration before its title", () => {
    expect(fromScraperItem(item, { 'https://www.facebook.com/groups/123': 'Amersfoort' })).toMatchObject({
      group: { city: 'Amersfoort' },
    });
  });
});
