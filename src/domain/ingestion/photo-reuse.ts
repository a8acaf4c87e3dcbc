// The reused-photo scam signal: a real flat's photos reposted by someone else, often for another city. A
// new offer's photo that is the same photo (photo-hash.ts) as one of an earlier offer is reuse when the two
// are not the same offer (not linked as duplicates) and they were posted in different cities, or by two
// known, different posters. The same photos on one poster's cross-posts are a repost, not a scam, and an
// earlier offer whose photos were taken later is the victim, so only the later of the two is flagged.
import { isSamePhoto } from './photo-hash.ts';

export type PhotoOwner = {
  /** The batch's post id or a stored listing's key (ingest-plan.ts, storedListingKey). */
  key: string;
  /** Other keys the same offer goes by: the stored listing an edited post updates, the offer it repeats. */
  sameOfferAs: readonly string[];
  hashes: readonly string[];
  poster: string | null;
  city: string | null;
  postedMs: number;
};

function isOtherOffer(offer: PhotoOwner, other: PhotoOwner): boolean {
  if (other.key === offer.key || offer.sameOfferAs.includes(other.key) || other.sameOfferAs.includes(offer.key))
    return false;
  return !offer.sameOfferAs.some((key) => other.sameOfferAs.includes(key));
}

function isSomeoneElses(offer: PhotoOwner, other: PhotoOwner): boolean {
  const otherCity = offer.city !== null && other.city !== null && offer.city !== other.city;
  const otherPoster = offer.poster !== null && other.poster !== null && offer.poster !== other.poster;
  return otherCity || otherPoster;
}

/** Whether `other` is by the same known poster in the same city: that poster's own photo, shown again. */
function isOwnEarlierPost(offer: PhotoOwner, other: PhotoOwner): boolean {
  return offer.poster !== null && offer.poster === other.poster && offer.city === other.city;
}

/** The keys of the offers in `batch` that show a photo already shown by someone else's earlier offer. */
export function offersWithReusedPhotos(batch: readonly PhotoOwner[], stored: readonly PhotoOwner[]): Set<string> {
  const flagged = new Set<string>();
  const everyone = [...stored, ...batch];
  // Of two posted at the same moment, the one listed first counts as the earlier.
  const isEarlier = (other: PhotoOwner, offer: PhotoOwner) =>
    other.postedMs < offer.postedMs ||
    (other.postedMs === offer.postedMs && everyone.indexOf(other) < everyone.indexOf(offer));
  for (const offer of batch) {
    const reused = offer.hashes.some((hash) => {
      const earlier = everyone.filter(
        (other) =>
          isEarlier(other, offer) &&
          isOtherOffer(offer, other) &&
          other.hashes.some((shown) => isSamePhoto(shown, hash)),
      );
      // A poster who showed the photo before owns it, whoever else copied it since.
      if (earlier.some((other) => isOwnEarlierPost(offer, other))) return false;
      return earlier.some((other) => isSomeoneElses(offer, other));
    });
    if (reused) flagged.add(offer.key);
  }
  return flagged;
}
