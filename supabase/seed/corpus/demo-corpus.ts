// The demo corpus: posts invented for RoomRadar in Dutch, English and both, across Amsterdam's areas and the
// Dutch cities, with offers, seekers, noise, cross-posts in other groups, re-priced reposts, scams and posts
// announcing a room is gone. Drawn from a fixed seed and written relative to `now`, so a fresh demo always
// looks current; each post comes with the label the pipeline should give it.
import type { RawPost } from '../../../src/domain/ingestion/raw-post.ts';
import { seededRandom, type Random } from '../../../src/domain/seeded-random.ts';
import { drawOffer, offerLabel, type OfferFacts } from './facts.ts';
import { GROUPS, groupsFor, type Group } from './groups.ts';
import { writeOffer } from './write-offer.ts';
import { writeOther, writeSeeker } from './write-other.ts';
import { addDemoPhotos, UNSERVED_PHOTO_BASE } from './demo-photos.ts';

export type CorpusPost = RawPost & { expected: Record<string, unknown> | null };

const DAY = 24 * 3600 * 1000;
const SEEKER_LABEL = {
  post_type: 'LOOKING_FOR_HOUSING',
  listing_type: null,
  rent_on_monthly_basis: null,
  room_size_m2: null,
  house_total_size_m2: null,
  amount_of_roommates: null,
  minimum_age: null,
  maximum_age: null,
  gender_preference: null,
  is_subrent: null,
  city_of_post: null,
  neighbourhood: null,
  available_from: null,
  available_until: null,
  language_requirements: [],
  registration_possible: null,
  scam_signals: false,
};

function hex(random: Random, length: number): string {
  return Array.from({ length }, () => random.int(16).toString(16)).join('');
}

/**
 * The draws that once made placeholder photo links, still made so every post (and each test's expectation
 * of the corpus) stays as it was; the photos themselves come from demo-photos.ts.
 */
function drawPlaceholderPhotos(random: Random, count: number): void {
  for (let index = 0; index < count; index += 1) {
    hex(random, 10);
    random.chance(0.2);
  }
}

function postUrl(group: Group, random: Random): string {
  return `https://www.facebook.com/groups/${group.id}/posts/${1 + random.int(9)}${hex(random, 15).replace(/[a-f]/g, (c) => String(c.charCodeAt(0) % 10))}/`;
}

/**
 * The corpus: `size` original posts plus their cross-posts and updates, posted over the 30 days before `now`,
 * with the demo's photos (demo-photos.ts) read from `photoBase`.
 */
export function demoCorpus(now: Date, size = 300, seed = 20261121, photoBase = UNSERVED_PHOTO_BASE): CorpusPost[] {
  const random = seededRandom(seed);
  const posts: CorpusPost[] = [];
  let counter = 0;
  const nextId = () => `demo-${String((counter += 1)).padStart(4, '0')}`;
  const postedAt = () => new Date(now.getTime() - random.next() * 30 * DAY - 3600 * 1000);

  const addOffer = (facts: OfferFacts, group: Group, at: Date, duplicateOf: string | null) => {
    const id = nextId();
    const voice = random.pick(group.voices);
    const text = writeOffer(facts, voice, at, random);
    const url = postUrl(group, random);
    drawPlaceholderPhotos(random, 1 + random.int(6));
    posts.push({
      id,
      group: { name: group.name, city: group.city },
      posted_at: at.toISOString(),
      url,
      images: [],
      text,
      expected: { ...offerLabel(facts, at), duplicate_of: duplicateOf },
    });
    return id;
  };

  for (let index = 0; index < size; index += 1) {
    const roll = random.next();
    const at = postedAt();
    if (roll < 0.2) {
      const group = random.pick(GROUPS);
      posts.push({
        id: nextId(),
        group: { name: group.name, city: group.city },
        posted_at: at.toISOString(),
        url: postUrl(group, random),
        images: [],
        text: writeSeeker(group, random),
        expected: { ...SEEKER_LABEL, duplicate_of: null },
      });
      continue;
    }
    if (roll < 0.27) {
      const group = random.pick(GROUPS);
      const id = nextId();
      const url = postUrl(group, random);
      drawPlaceholderPhotos(random, random.int(2));
      posts.push({
        id,
        group: { name: group.name, city: group.city },
        posted_at: at.toISOString(),
        url,
        images: [],
        text: writeOther(group, random),
        expected: { ...SEEKER_LABEL, post_type: 'OTHER', duplicate_of: null },
      });
      continue;
    }
    const facts = drawOffer(random, random.chance(0.04));
    const groups = groupsFor(facts.city);
    const firstId = addOffer(facts, random.pick(groups), at, null);
    if (random.chance(0.14)) {
      // A cross-post in another group a little later, sometimes re-priced.
      const later = new Date(Math.min(now.getTime() - 60_000, at.getTime() + random.next() * 3 * DAY));
      const repriced = random.chance(0.3) ? { ...facts, baseRent: Math.round(facts.baseRent * 0.95) } : facts;
      const second = random.pick(groups.length > 1 ? groups : GROUPS.filter((group) => group.city === 'Amsterdam'));
      addOffer(
        { ...repriced, fromDays: Math.max(0, facts.fromDays - Math.round((later.getTime() - at.getTime()) / DAY)) },
        second,
        later,
        firstId,
      );
    } else if (random.chance(0.03)) {
      const later = new Date(Math.min(now.getTime() - 60_000, at.getTime() + (1 + random.next() * 4) * DAY));
      const group = random.pick(groups);
      const place = facts.area ?? facts.city;
      const text = random.pick([
        `VERHUURD! De ${facts.type === 'room' ? 'kamer' : facts.type} in ${place} is vergeven, bedankt voor alle reacties.`,
        `UPDATE: rented! The ${facts.type} in ${place} is no longer available, thanks everyone.`,
      ]);
      posts.push({
        id: nextId(),
        group: { name: group.name, city: group.city },
        posted_at: later.toISOString(),
        url: postUrl(group, random),
        images: [],
        text,
        expected: null,
      });
    }
  }
  return addDemoPhotos(posts, photoBase);
}
