// Floor areas: "14m2", "±13 m²", "ca.95 m2", "26,5 m²", "16 sqm", "3,5 x 4 meter", "14 tot 18 m2". Each figure
// takes a role from the words of its own clause: the rented room, the whole dwelling, another part of it (living
// room, kitchen, hall), an outside space (balcony, garden), a bare surface word ("woonoppervlakte") or nothing.
// The listing type then decides which role fills which field.
import { parseWrittenNumber } from './numbers.ts';
import type { ListingType } from './listing-type.ts';

type Size = { value: number; start: number; end: number; isRange: boolean };
type Role = 'room' | 'unit' | 'whole' | 'part' | 'outside' | 'surface' | 'plain';
type NounRole = Exclude<Role, 'surface' | 'plain'> | 'total';

// A broken "²" (U+FFFD) and a glued next word ("124 m2De woning") both occur in real ads.
const AREA =
  /(?<!\d|\d[.,])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:(?:m2|m²|m\ufffd)(?!\d)|(?:m\^2|m\s2|sqm|sq\.?\s*m(?:et(?:er|re)s?)?|sq\.?\s*ft|square\s+(?:met(?:er|re)s?|feet|foot)|vierkanten?\s+meters?|vkm)(?![a-z\d]))/g;
const PRODUCT =
  /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:x|×|by|bij)\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:m\b|meter|metre|mtr)/g;
// "16-18 m2", "tussen 12 en 16 m2": the lower end is a bare number.
const BARE_RANGE_START =
  /(?:(?<!\d|\d[.,])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:-|tot|to|t\/m)|\b(?:tussen|between)\s+(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:en|and))\s*(?:ca\.?\s*)?$/;
// "14m2 tot 27m2", "tussen 17 m2 en 22 m2": the text between two figures of one range.
const RANGE_JOIN = /^\s*(?:-|tot|to|t\/m)\s*(?:ca\.?\s*)?$/;
const BETWEEN_JOIN = /^\s*(?:en|and)\s*$/;
const BETWEEN_BEFORE = /\b(?:tussen|between)\s+(?:ca\.?\s*|approx\.?\s*)?$/;

/** A written figure as the advertiser would type it in a whole-number form: 26,5 is 26. */
function writtenArea(raw: string, unit: string): number | null {
  const value = parseWrittenNumber(raw);
  if (value === null) return null;
  if (/ft|feet|foot/.test(unit)) return Math.round(value * 0.0929);
  return Math.floor(value);
}

function collectAreas(folded: string, sizes: Size[]): void {
  AREA.lastIndex = 0;
  for (let match = AREA.exec(folded); match !== null; match = AREA.exec(folded)) {
    const number = match[1] ?? '';
    const value = writtenArea(number, match[0].slice(number.length));
    if (value === null || value < 4 || value > 1000) continue;
    const bareStart = BARE_RANGE_START.exec(folded.slice(Math.max(0, match.index - 22), match.index));
    const lower = bareStart ? parseWrittenNumber(bareStart[1] ?? bareStart[2] ?? '') : null;
    const isRange = lower !== null && lower >= 4 && lower < value;
    sizes.push({ value, start: match.index, end: match.index + match[0].length, isRange });
  }
}

function collectProducts(folded: string, sizes: Size[]): void {
  PRODUCT.lastIndex = 0;
  for (let match = PRODUCT.exec(folded); match !== null; match = PRODUCT.exec(folded)) {
    const width = parseWrittenNumber(match[1] ?? '');
    const length = parseWrittenNumber(match[2] ?? '');
    if (width === null || length === null || width > 15 || length > 15) continue;
    // Under 6 m2 it is a bed or a cupboard ("bed 1,80 x 2 m"), not a floor.
    if (width * length < 6) continue;
    const start = match.index;
    if (sizes.some((size) => start < size.end && start + match[0].length > size.start)) continue;
    sizes.push({ value: Math.round(width * length), start, end: start + match[0].length, isRange: false });
  }
}

/** Folds "14m2 tot 27m2" into one figure marked as a range; advertisers fill in the upper end on a form. */
function mergeRanges(folded: string, sizes: Size[]): Size[] {
  const merged: Size[] = [];
  for (const size of sizes) {
    const previous = merged[merged.length - 1];
    if (previous && previous.value < size.value && joinsRange(folded, previous, size)) {
      merged[merged.length - 1] = { value: size.value, start: previous.start, end: size.end, isRange: true };
    } else {
      merged.push(size);
    }
  }
  return merged;
}

function joinsRange(folded: string, lower: Size, upper: Size): boolean {
  const between = folded.slice(lower.end, upper.start);
  if (RANGE_JOIN.test(between)) return true;
  return BETWEEN_JOIN.test(between) && BETWEEN_BEFORE.test(folded.slice(Math.max(0, lower.start - 20), lower.start));
}

function collectSizes(folded: string): Size[] {
  const sizes: Size[] = [];
  collectAreas(folded, sizes);
  collectProducts(folded, sizes);
  return mergeRanges(
    folded,
    sizes.sort((left, right) => left.start - right.start),
  );
}

// The words that say what a figure measures. Parts come before rooms so "woonkamer" is not read as a room. A
// studio is the unit rented: the room of a room offer, the dwelling otherwise.
const OUTSIDE = String.raw`\b[a-z]*(?:tuin|terras)\b|\b(?:balkon|balcony|garden|terrace|roof\s*terrace|patio|veranda|plot|kavel|perceel|land|yard)\b`;
const PART = String.raw`\b(?:woon|bad|eet|werk|zit|logeer|speel|hobby|studeer|kleed)kamers?\b|\b[a-z]*(?:keuken|berging)\b|\b(?:kitchen|living(?!\s+(?:area|space))(?:\s*room)?|lounge|common\s+(?:room|area|space)|(?:algemene|gemeenschappelijke|gezamenlijke|gedeelde)\s+ruimte|leefruimte|bathroom|badruimte|hal|hallway|entree|overloop|serre|vliering|vide|toilet|douche|shower|washok|wasruimte|kelder|cellar|basement|storage|garage|schuur|shed|study|office|kantoor|woongedeelte|slaapgedeelte|hoogslaper|sleeping\s+loft)\b`;
const ROOM = String.raw`\b[a-z]*kamers?\b|\b(?:room|rooms|bedroom|bedrooms)\b`;
const UNIT = String.raw`\bstudio(?:'?s)?\b`;
const DWELLING = String.raw`\b[a-z]*(?:huis|woning|appartement)\b|\b(?:flat|house|home|apartment|appartment|app|place|property|pand|building|gebouw|maisonnette|penthouse)\b`;
const TOTAL = String.raw`\b(?:total|totaal|totale)\b`;
const NOUN = new RegExp(`(${OUTSIDE})|(${PART})|(${ROOM})|(${UNIT})|(${DWELLING})|(${TOTAL})`, 'g');
const NOUN_ROLES: readonly NounRole[] = ['outside', 'part', 'room', 'unit', 'whole', 'total'];
const SURFACE_WORD =
  /oppervlak|\bsurface\b|\b(?:living|floor|usable)\s+(?:area|space)\b|\bsize\b|\bgrootte\b|\bafmeting/;
// "3 slaapkamers 95 m2" counts rooms; "incl. balkon" adds a space to a figure of something else.
const COUNTED = /(?:\b\d{1,2}|\b(?:two|twee|three|drie|four|vier|five|vijf|six|zes))[\s-]*$/;
const INCLUDED = /\b(?:incl|inclusief|including|excl|exclusief|excluding|zonder|without|plus)\.?\s+(?:[a-z]+\s+)?$/;
// A comma, slash or plus ends a list item ("4 kamers, tuin, 110 m2"); "+/-" is an approximation.
const LIST_BREAK = /,(?!\d)|\/(?!-)|\+(?![/-])/;
const APPROXIMATION =
  /\b(?:ca|c\.a|circa|approx|approximately|about|around|ongeveer|ong|bijna|ruim|nearly|almost)\b\.?|±|\+\/?-|~/g;
// Only words that do not tie the figure to a following noun may stand between them ("65 m2 groot dakterras").
const AFTER_NOUN = new RegExp(
  String.raw`^[\s)]*(?:(?!(?:in|op|aan|at|on|of|van|met|with|en|and|for|voor|per|incl\w*|excl\w*|plus|near|bij|to|tot|naar|from|vanaf|is|zijn|are|was|de|het|the|een|a|an)\b)[a-z]+\s+)?(?:${OUTSIDE}|${PART}|${ROOM}|${UNIT}|${DWELLING})`,
);
const JOINER = /^[\s)]*(?:,|en|and|&)?\s*(?:\(?\s*(?:ca\.?|approx\.?|±|\+\/?-|~)\s*)?$/;
const ABBREVIATION_BEFORE_MARK =
  /(?:^|[^a-z])(?:ca|c\.a|incl|excl|approx|appr|ong|bijv|resp|nr|o\.a|m\.u\.v|p\.m|max|min|st|vs|etc)$/;

/** Where the clause before a figure starts: a line break, a sentence end, or the figure before it. */
function clauseStart(folded: string, position: number, floor: number): number {
  for (let index = position - 1; index >= floor; index -= 1) {
    const char = folded[index];
    if (char === '\n' || char === '!' || char === '?' || char === '|') return index + 1;
    // "ca. 18 m2" and "resp. c.a; 70 m2" do not end a sentence.
    const isMark = (char === '.' && /\s/.test(folded[index + 1] ?? '')) || char === ';';
    if (isMark && !ABBREVIATION_BEFORE_MARK.test(folded.slice(Math.max(floor, index - 6), index))) return index + 1;
  }
  return floor;
}

type Noun = { role: NounRole; gap: string };

function nounRoleOf(match: RegExpExecArray): NounRole {
  return NOUN_ROLES[match.findIndex((text, index) => index > 0 && text !== undefined) - 1] as NounRole;
}

/** "Totale oppervlakte incl. balkon: 83 m2": the balcony is part of a figure named before it. */
function isIncludedExtra(before: string, nounStart: number, lead: string): boolean {
  const inclusion = INCLUDED.exec(lead);
  return inclusion !== null && /[a-z]{3}/.test(before.slice(0, nounStart - lead.length + inclusion.index));
}

const DWELLING_FIRST = new RegExp(`^\\s*(?:${DWELLING})`);

/** "3 slaapkamers 95 m2" and "3-kamer appartement van 70 m2" count rooms; "2 kamers van 12 m2" measure them. */
function isEnumeration(gap: string): boolean {
  return !/[a-z]/.test(gap.replace(APPROXIMATION, '')) || DWELLING_FIRST.test(gap);
}

/** The nouns of a clause that can speak for the figure at its end. */
function nounsBefore(before: string): Noun[] {
  const nouns: Noun[] = [];
  NOUN.lastIndex = 0;
  for (let match = NOUN.exec(before); match !== null; match = NOUN.exec(before)) {
    const role = nounRoleOf(match);
    const gap = before.slice(match.index + match[0].length);
    const lead = before.slice(Math.max(0, match.index - 14), match.index);
    if (LIST_BREAK.test(gap) || isIncludedExtra(before, match.index, lead)) continue;
    if (role === 'room' && COUNTED.test(lead) && isEnumeration(gap)) continue;
    if ((role === 'outside' || role === 'part') && gap.length > 40 && !SURFACE_WORD.test(gap)) continue;
    nouns.push({ role, gap });
  }
  return nouns;
}

/** Whether a noun's gap to the figure is long enough to be a clause of its own ("huis in de wijk X vrij (16m2)"). */
function isDetached(gap: string): boolean {
  if (SURFACE_WORD.test(gap)) return false;
  return gap.replace(APPROXIMATION, ' ').trim().split(/\s+/).length > 3;
}

/**
 * The role the last noun before a figure gives it. A "total" goes with the noun before it, if any; a dwelling
 * named far from the figure after the room ("de kamer in ons huis in wijk X komt vrij (16m2)") leaves it to the room.
 */
function roleFromWordsBefore(before: string): Role | null {
  const nouns = nounsBefore(before);
  const named = nouns.filter((noun) => noun.role !== 'total');
  const last = named[named.length - 1];
  if (!last) return nouns.length > 0 ? 'whole' : null;
  if (last.role !== 'whole' || !isDetached(last.gap) || nouns[nouns.length - 1]?.role === 'total')
    return last.role as Role;
  const earlierRoom = named.find((noun) => noun.role === 'room' || noun.role === 'unit');
  return (earlierRoom?.role as Role | undefined) ?? 'whole';
}

/**
 * For a figure opening a sentence ("Heel fijn appartement. 93m2, ..."), the sentence before it, when that one
 * names only a room or only a dwelling.
 */
function roleFromSentenceBefore(folded: string, markIndex: number, floor: number): Role | null {
  const sentence = folded.slice(clauseStart(folded, markIndex, Math.max(floor, markIndex - 120)), markIndex);
  let role: Role | null = null;
  NOUN.lastIndex = 0;
  for (let match = NOUN.exec(sentence); match !== null; match = NOUN.exec(sentence)) {
    const found = nounRoleOf(match);
    const isRoomLike = found === 'room' || found === 'unit';
    if (!isRoomLike && found !== 'whole') continue;
    if (found === 'room' && COUNTED.test(sentence.slice(Math.max(0, match.index - 6), match.index))) continue;
    const next: Role = isRoomLike ? 'room' : 'whole';
    if (role !== null && role !== next) return null;
    role = next;
  }
  return role;
}

/** A heading on the line above ("Kamer 2:") speaks for a figure that stands alone on its line. */
function headingAbove(folded: string, lineStart: number): string {
  if (lineStart < 2 || folded[lineStart - 2] !== ':') return '';
  const headingStart = folded.lastIndexOf('\n', lineStart - 2) + 1;
  return lineStart - headingStart <= 60 ? folded.slice(headingStart, lineStart - 1) : '';
}

/** The noun right after a figure ("95m2 flat", "48m2 groot dakterras"), which outranks the words before it. */
function roleFromWordsAfter(folded: string, size: Size, nextStart: number): Role | null {
  const after = folded.slice(size.end, Math.min(nextStart, size.end + 28)).split(/[\n.!?;|,]/)[0] ?? '';
  const afterNoun = AFTER_NOUN.exec(after);
  return afterNoun ? roleFromWordsBefore(afterNoun[0].trim()) : null;
}

function roleOf(folded: string, sizes: readonly Size[], position: number, previousRole: Role | null): Role {
  const size = sizes[position] as Size;
  const previousEnd = position > 0 ? (sizes[position - 1] as Size).end : 0;
  const nextStart = position + 1 < sizes.length ? (sizes[position + 1] as Size).start : folded.length;
  const roleAfter = roleFromWordsAfter(folded, size, nextStart);
  if (roleAfter !== null) return roleAfter;
  const start = clauseStart(folded, size.start, Math.max(previousEnd, size.start - 80));
  let before = folded.slice(start, size.start);
  const hasWords = /[a-z]/.test(before);
  if (!hasWords && folded[start - 1] === '\n') before = headingAbove(folded, start) + before;
  const role = roleFromWordsBefore(before);
  if (role !== null) return role;
  const opensSentence = !hasWords && start > previousEnd && /[.!?]/.test(folded[start - 1] ?? '');
  const sentenceRole = opensSentence ? roleFromSentenceBefore(folded, start - 1, previousEnd) : null;
  if (sentenceRole !== null) return sentenceRole;
  // "kamers (7 m2 en 9 m2)": a figure joined to the one before shares its role.
  if (previousRole !== null && start === previousEnd && JOINER.test(before)) return previousRole;
  const after = folded.slice(size.end, size.end + 20);
  return SURFACE_WORD.test(before) || SURFACE_WORD.test(after) ? 'surface' : 'plain';
}

type Figure = { size: Size; role: Role };

function figuresOf(folded: string): Figure[] {
  const sizes = collectSizes(folded);
  const figures: Figure[] = [];
  for (let position = 0; position < sizes.length; position += 1) {
    const role = roleOf(folded, sizes, position, figures[position - 1]?.role ?? null);
    figures.push({ size: sizes[position] as Size, role });
  }
  return figures;
}

/** The first figure in the most wanted role; a range ("14 tot 27 m2") only when nothing exact is given. */
function pick(figures: readonly Figure[], roles: readonly Role[]): Figure | undefined {
  for (const isRange of [false, true]) {
    for (const role of roles) {
      const found = figures.find((figure) => figure.role === role && figure.size.isRange === isRange);
      if (found) return found;
    }
  }
  return undefined;
}

// Which roles fill the room size and the dwelling size, most wanted first, for each type of listing.
const WANTED: Record<ListingType, { room: readonly Role[]; whole: readonly Role[] }> = {
  room: { room: ['room', 'unit', 'plain', 'surface'], whole: ['whole', 'surface'] },
  unknown: { room: ['room'], whole: ['whole', 'unit', 'plain', 'surface'] },
  studio: { room: [], whole: ['unit', 'whole', 'surface', 'plain', 'room'] },
  apartment: { room: [], whole: ['whole', 'surface', 'plain', 'unit'] },
  house: { room: [], whole: ['whole', 'surface', 'plain', 'unit'] },
};

/** Room size and whole-dwelling size in m², or null. */
export function extractSizes(
  folded: string,
  listingType: ListingType,
): { roomSize: number | null; houseSize: number | null } {
  const figures = figuresOf(folded);
  const wanted = WANTED[listingType];
  const room = pick(figures, wanted.room);
  // The room's own figure said twice ("Living space: 12m2 ... the bedroom is 12m2") is not the dwelling's.
  const whole = pick(
    figures.filter((figure) => figure.size.value !== room?.size.value),
    wanted.whole,
  );
  return { roomSize: room?.size.value ?? null, houseSize: whole?.size.value ?? null };
}
