import { describe, expect, it } from 'vitest';
import { textsFor } from '../../i18n/fixed-texts.ts';
import { listingPreview, previewTags, sitePreview } from './share-preview.ts';
import { escapeHtml } from '../content/escape-html.ts';

const ORIGIN = 'http://127.0.0.1:8080';
const english = { origin: ORIGIN, texts: textsFor('en'), language: 'en' as const };

describe('a listing preview', () => {
  it('reads title, rent, area and facts, and the first photo at the given origin', () => {
    const preview = listingPreview(
      {
        id: 7,
        title: 'Bright room',
        rent_on_monthly_basis: 820,
        location_description_for_maps: 'Oost, Amsterdam',
        room_size_m2: 16,
        amount_of_roommates: 2,
        image_urls: { full: ['/storage/v1/object/public/listing-photos/x/1.webp'], size: [[800, 600]] },
      },
      english,
    );
    expect(preview.title).toBe('Bright room');
    expect(preview.description).toMatch(/^€820\/month · Oost, Amsterdam · .*16 m²/);
    expect(preview.url).toBe(`${ORIGIN}/listing/7`);
    expect(preview.image).toEqual({
      url: `${ORIGIN}/storage/v1/object/public/listing-photos/x/1.webp`,
      width: 800,
      height: 600,
      alt: 'Bright room',
    });
  });

  it('names a listing without title, rent, place or photo as the app does', () => {
    const preview = listingPreview({ id: 9 }, english);
    expect(preview.title).toBe('Listing 9');
    expect(preview.description).toBe('Price on request');
    expect(preview.image).toBeNull();
  });

  it('takes no photo address that is not stored here or https', () => {
    const preview = listingPreview(
      { id: 3, image_urls: { full: ['javascript:alert(1)', 'http://x.example/a.jpg'] } },
      english,
    );
    expect(preview.image).toBeNull();
  });
});

describe('the preview tags', () => {
  it('escape every value, and hold one of each tag', () => {
    const tags = previewTags(
      {
        title: '"><script>x</script>',
        description: "a & b < c 'd'\n\n e",
        url: `${ORIGIN}/listing/1`,
        image: { url: 'https://i.example/a.jpg?a=1&b=2', width: null, height: null, alt: '<b>' },
        language: 'nl',
      },
      'RoomRadar',
    );
    expect(tags).not.toMatch(/<script|<b>/);
    expect(tags).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
    expect(tags).toContain('<meta property="og:description" content="a &amp; b &lt; c &#39;d&#39; e">');
    expect(tags).toContain('<meta property="og:image" content="https://i.example/a.jpg?a=1&amp;b=2">');
    expect(tags).toContain('<meta property="og:locale" content="nl_NL">');
    expect(tags).not.toContain('og:image:width');
    expect(tags.match(/og:url/g)).toHaveLength(1);
  });

  it('cut a very long scraped title where previews stop anyway', () => {
    const tags = previewTags({ ...sitePreview('/', english), title: 'x'.repeat(1000) }, 'RoomRadar');
    expect(/<title>(x+)…<\/title>/.exec(tags)?.[1]).toHaveLength(199);
  });

  it('are the site’s own for no listing, as a summary card', () => {
    const tags = previewTags(sitePreview('/listing/5', english), 'RoomRadar');
    expect(tags).toContain('<title>RoomRadar: find a room in Amsterdam</title>');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).toContain(`<meta property="og:url" content="${ORIGIN}/listing/5">`);
  });
});

describe('escapeHtml', () => {
  it.each([
    ['&', '&amp;'],
    ['<>', '&lt;&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('writes %s as %s', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});
