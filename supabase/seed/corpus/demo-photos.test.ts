import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoCorpus } from './demo-corpus.ts';
import { REPOSTED_PHOTO, UNSERVED_PHOTO_BASE } from './demo-photos.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const PHOTO_FOLDER = path.join(import.meta.dirname, '..', 'photos');

describe('the demo corpus’s photos', () => {
  const posts = demoCorpus(NOW);
  const originals = posts.filter((post) => post.images.length > 0 && post.expected?.duplicate_of === null);

  it('are the shipped files, each shown by one offer and its cross-posts, but the one the planted scam reposts', () => {
    const offersShowing = new Map<string, string[]>();
    for (const post of originals)
      for (const image of post.images) {
        expect(image.startsWith(`${UNSERVED_PHOTO_BASE}/`)).toBe(true);
        const file = image.slice(UNSERVED_PHOTO_BASE.length + 1);
        expect(existsSync(path.join(PHOTO_FOLDER, file))).toBe(true);
        offersShowing.set(file, [...(offersShowing.get(file) ?? []), post.id]);
      }
    expect(offersShowing.size).toBe(7);
    for (const [file, offers] of offersShowing) expect(offers).toHaveLength(file === REPOSTED_PHOTO ? 2 : 1);
  });

  it('go where they fit, and the planted scam is a later offer in another city', () => {
    const byFile = (file: string) => originals.filter((post) => post.images.some((image) => image.endsWith(file)));
    expect(byFile('bedroom-01.jpg').map((post) => post.expected?.listing_type)).toEqual(['room']);
    const [honest, scam] = byFile(REPOSTED_PHOTO).sort((a, b) => a.posted_at.localeCompare(b.posted_at));
    expect(honest?.expected?.scam_signals).toBe(false);
    expect(scam?.expected?.scam_signals).toBe(true);
    expect(scam?.expected?.city_of_post).not.toBe(honest?.expected?.city_of_post);
  });

  it('leave every other post without a photo, and cross-posts with their original’s', () => {
    const withPhotos = new Map(originals.map((post) => [post.id, post.images]));
    for (const post of posts) {
      const original = post.expected?.duplicate_of;
      const expected =
        typeof original === 'string' ? (withPhotos.get(original) ?? []) : (withPhotos.get(post.id) ?? []);
      expect(post.images).toEqual(expected);
    }
  });
});
