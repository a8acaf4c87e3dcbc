// Which demo offers show which of the seven photos in supabase/seed/photos (README there: sources and
// licence). Seven photos cannot give every offer its own, so five offers get them, each where it fits (a
// bedroom to a room, living rooms to flats, a studio and a house, kitchens as second photos), their
// cross-posts carry the same photos (the same offer), and every other post honestly has none. One photo is
// shown twice on purpose: a planted scam in another city reposts a flat's living room, the one place the
// demo means the reused-photo signal to fire. The newest fitting offers are chosen, so the list's first
// cards show photos.
import type { CorpusPost } from './demo-corpus.ts';

type PhotoPlan = { files: readonly string[]; type: string; inAmsterdam: boolean };

const HONEST_OFFERS: readonly PhotoPlan[] = [
  { files: ['bedroom-01.jpg', 'kitchen-01.jpg'], type: 'room', inAmsterdam: true },
  { files: ['living-01.jpg', 'kitchen-02.jpg'], type: 'apartment', inAmsterdam: true },
  { files: ['living-02.jpg'], type: 'apartment', inAmsterdam: false },
  { files: ['living-03.jpg'], type: 'studio', inAmsterdam: true },
  { files: ['living-04.jpg'], type: 'house', inAmsterdam: false },
];

/** The photo the planted scam reposts: the Amsterdam flat's living room. */
export const REPOSTED_PHOTO = 'living-01.jpg';

/** Where the demo's photos are read from when no photo host is given (an address that never resolves). */
export const UNSERVED_PHOTO_BASE = 'https://demo-photos.roomradar.invalid';

const isOriginalOffer = (post: CorpusPost) =>
  post.expected !== null && post.expected.post_type === 'HAS_HOUSING_AVAILABLE' && post.expected.duplicate_of === null;

/** Gives the corpus its photos, as `${photoBase}/${file}`; every post not in the plan gets none. */
export function addDemoPhotos(posts: CorpusPost[], photoBase: string): CorpusPost[] {
  const newestFirst = posts.filter(isOriginalOffer).sort((a, b) => b.posted_at.localeCompare(a.posted_at));
  const chosen = new Map<string, readonly string[]>();
  const planted = newestFirst.find(
    (post) => post.expected?.scam_signals === true && post.expected.city_of_post !== 'Amsterdam',
  );
  for (const plan of HONEST_OFFERS) {
    // The flat whose photo the scam reposts was posted before it: a reposter copies what is already there.
    const postedBefore = plan.files.includes(REPOSTED_PHOTO) && planted ? planted.posted_at : null;
    const offer = newestFirst.find(
      (post) =>
        !chosen.has(post.id) &&
        post.id !== planted?.id &&
        (postedBefore === null || post.posted_at < postedBefore) &&
        post.expected?.listing_type === plan.type &&
        post.expected.scam_signals === false &&
        (post.expected.city_of_post === 'Amsterdam') === plan.inAmsterdam,
    );
    if (offer) chosen.set(offer.id, plan.files);
  }
  if (planted) chosen.set(planted.id, [REPOSTED_PHOTO]);
  const filesOf = (post: CorpusPost) =>
    chosen.get(post.id) ?? chosen.get(String(post.expected?.duplicate_of ?? '')) ?? [];
  return posts.map((post) => ({ ...post, images: filesOf(post).map((file) => `${photoBase}/${file}`) }));
}
