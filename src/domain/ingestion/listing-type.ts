// What is on offer: the first dwelling the post names in an offer's words. "House" and "woning" count only
// as the thing for rent ("house for rent", "woning te huur"), since room offers talk about "our house".

export type ListingType = 'room' | 'studio' | 'apartment' | 'house' | 'unknown';

const TYPE_PATTERNS: ReadonlyArray<readonly [ListingType, RegExp]> = [
  ['studio', /\b(?:studio(?:'?s|tje)?|tuinhuisje|tuinhuis|tiny\s+house)\b/],
  ['apartment', /\w*appartement\b|\b(?:apartment|appartment|flat|penthouse|maisonnette|bovenwoning|benedenwoning|bovenhuis|benedenhuis|condo)\b|\b\d[-\s]?bedroom\b|\b(?:one|two|three)[-\s]bedroom\b/],
  ['house', /\b(?:eengezinswoning|townhouse|rijtjeshuis|hoekwoning|tussenwoning|twee-onder-een-kap|vrijstaande\s+woning|vrijstaand\s+huis|family\s+house)\b|\b(?:house|huis|woning|home)\s+(?:te\s+huur|for\s+rent|to\s+rent|available|beschikbaar)|\b(?:sublet(?:ting)?|renting\s+out|rent\s+out|verhuur\w*)\s*:?\s+(?:my|our|mijn|ons|onze)\s+(?:\w+\s+)?(?:house|huis|woning|home)\b|\b(?:te\s+huur|for\s+rent)\s*:?\s*(?:een\s+|a\s+)?(?:\w+\s+)?(?:huis|woning|house)\b/],
  // A post looking for a housemate offers a room in its house.
  ['room', /\b(?:new\s+)?(?:house|flat|room)[-\s]?mates?\b|\bhuisgeno(?:ot|te)\b|(?<!\b\d[-\s]?)(?<!living\s)(?<!dining\s)(?<!\bbath\s)\b(?:hospita|studenten|student|zolder|private|privé)?(?:kamer|room|kamertje)\b(?!\s*(?:appartement|woning|flat))/],
];

/** The type of the dwelling offered, from the folded text of an offer. */
export function extractListingType(folded: string): ListingType {
  let best: { type: ListingType; index: number } | null = null;
  for (const [type, pattern] of TYPE_PATTERNS) {
    const match = pattern.exec(folded);
    if (match && (!best || match.index < best.index)) best = { type, index: match.index };
  }
  return best?.type ?? 'unknown';
}
