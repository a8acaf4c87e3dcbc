// A listing's title in the language of the texts passed. Titles RoomRadar composed from a post's facts are
// stored in English ('Room of 14 m² in Oost, Amsterdam'); they are read back into their parts and written
// again in the screen's (or the mail's) language. A title of any other making is shown as it is.
import { composedTitleParts } from '../ingestion/listing-text.ts';
import type { DomainTexts } from '../texts.ts';

export function displayTitle(
  title: string | null | undefined,
  id: number,
  texts: Pick<DomainTexts, 'factText' | 'listingsText'>,
): string {
  if (typeof title !== 'string' || title.trim() === '') return texts.listingsText.listingNumber({ id });
  const parts = composedTitleParts(title);
  if (!parts) return title;
  const type = texts.factText.titleTypes[parts.listingType];
  const { size, place } = parts;
  if (size !== null)
    return place !== null
      ? texts.factText.titles.withSizeIn({ type, size, place })
      : texts.factText.titles.withSizeForRent({ type, size });
  return place !== null ? texts.factText.titles.in({ type, place }) : texts.factText.titles.forRent({ type });
}
