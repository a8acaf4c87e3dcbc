// Floor areas: "14m2", "±13 m²", "16 sqm", "3,5 x 4 meter". A room's own size and the whole dwelling's size are
// told apart by the words around each figure ("in a 95m2 flat", "the flat: 95m2"); balconies and gardens are
// not floor area.
import { parseWrittenNumber } from './numbers.ts';
import type { ListingType } from './listing-type.ts';

type Size = { value: number; start: number; end: number };

const AREA = /(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:m2|m²|m\^2|sqm|sq\.?\s*m\b|sq\.?\s*ft|square\s+met(?:er|re)s?|vierkante\s+meter|vierkante\s+meters|vkm)(?![\p{L}\d])/gu;
const PRODUCT = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:x|×|by|bij)\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:m\b|meter|metre|mtr)/g;
const OUTSIDE_SPACE = /\b(?:balkon|balcony|tuin|garden|achtertuin|terras|terrace|dakterras|roof\s*terrace|patio|berging|storage|garage|schuur|shed|woonkamer|living\s*room|keuken|kitchen|plot|kavel)\b[^\d.!?\n]{0,12}$/;
const WHOLE_DWELLING = /\b(?:flat|house|huis|apartment|appartement|woning|home|total|totaal|woonoppervlakte|living\s+area|floor\s+area|the\s+place|building|pand)\b/;
const ROOM_WORD = /\b(?:room|kamer|bedroom|slaapkamer)\b/;

function collectSizes(folded: string): Size[] {
  const sizes: Size[] = [];
  AREA.lastIndex = 0;
  for (let match = AREA.exec(folded); match !== null; match = AREA.exec(folded)) {
    let value = parseWrittenNumber(match[1] ?? '');
    if (value === null) continue;
    if (/sq\.?\s*ft/.test(match[0])) value = value * 0.0929;
    if (value >= 4 && value <= 1000) sizes.push({ value: Math.round(value), start: match.index, end: match.index + match[0].length });
  }
  PRODUCT.lastIndex = 0;
  for (let match = PRODUCT.exec(folded); match !== null; match = PRODUCT.exec(folded)) {
    const width = parseWrittenNumber(match[1] ?? '');
    const length = parseWrittenNumber(match[2] ?? '');
    if (width === null || length === null || width > 15 || length > 15) continue;
    const start = match.index;
    if (sizes.some((size) => start < size.end && start + match[0].length > size.start)) continue;
    sizes.push({ value: Math.round(width * length), start, end: start + match[0].length });
  }
  return sizes.sort((left, right) => left.start - right.start);
}

type Role = 'room' | 'whole' | 'outside' | 'plain';

function roleOf(folded: string, sizes: readonly Size[], position: number): Role {
  const size = sizes[position] as Size;
  const previousEnd = position > 0 ? (sizes[position - 1] as Size).end : 0;
  const nextStart = position + 1 < sizes.length ? (sizes[position + 1] as Size).start : folded.length;
  const lineStart = folded.lastIndexOf('\n', size.start - 1) + 1;
  const before = folded.slice(Math.max(previousEnd, lineStart, size.start - 30), size.start);
  const lineEnd = folded.indexOf('\n', size.end);
  const after = folded.slice(size.end, Math.min(nextStart, size.end + 14, lineEnd === -1 ? folded.length : lineEnd));
  if (OUTSIDE_SPACE.test(before) || /^\s*(?:balkon|balcony|tuin|garden|terras|terrace)\b/.test(after)) return 'outside';
  const wholeAfter = /^\s*(?:\)|,)?\s*(?:\w+\s+)?(?:flat|house|huis|apartment|appartement|woning|home)\b/.test(after);
  const roomAfter = /^\s*(?:\w+\s+)?(?:room|kamer)\b/.test(after);
  if (wholeAfter) return 'whole';
  if (roomAfter) return 'room';
  const wholeBefore = WHOLE_DWELLING.exec(before);
  const roomBefore = ROOM_WORD.exec(before);
  if (wholeBefore && (!roomBefore || wholeBefore.index > roomBefore.index)) return 'whole';
  if (roomBefore) return 'room';
  return 'plain';
}

/** Room size and whole-dwelling size in m², each rounded, or null. */
export function extractSizes(folded: string, listingType: ListingType): { roomSize: number | null; houseSize: number | null } {
  const sizes = collectSizes(folded);
  const roles = sizes.map((_, position) => roleOf(folded, sizes, position));
  const usable = sizes.map((size, position) => ({ size, role: roles[position] as Role })).filter((entry) => entry.role !== 'outside');
  if (listingType === 'room' || listingType === 'unknown') {
    const room = usable.find((entry) => entry.role === 'room' || entry.role === 'plain');
    const whole = usable.find((entry) => entry.role === 'whole' && entry !== room);
    if (listingType === 'unknown' && room && room.role === 'plain') return { roomSize: null, houseSize: room.size.value };
    return { roomSize: room?.size.value ?? null, houseSize: whole?.size.value ?? null };
  }
  const whole = usable.find((entry) => entry.role === 'whole') ?? usable.find((entry) => entry.role === 'plain') ?? usable[0];
  return { roomSize: null, houseSize: whole?.size.value ?? null };
}
