// The listings a new device copies first, in a compact form: column by column, each text stored once in a
// shared dictionary, ids as steps from the one before. The server encodes it (listings-snapshot), the sync
// worker decodes it; gzip on the way does the rest. It carries what a device needs to filter, count, draw
// and show cards: no post texts and no links to original posts (fetched when a listing is opened), and of
// the photos only the card's thumbnail. Format 2 added the rental terms the cards show (bills, deposit,
// registration, furnishing), format 3 how exactly each listing is placed (geocode_precision: a listing placed
// by its neighbourhood or city is drawn as an area, issue 35), format 4 the moments as numbers
// (compact-instants.ts) and the texts each listing has its own (title, thumbnail) as plain columns, not as
// places in the dictionary: a place per listing cost 2 bytes gzipped each, and a dictionary saves nothing on
// texts that do not repeat. A kept copy of an older format is refused and the server's taken instead.
// Its columns are the listing record's compact fields (src/domain/records/listing-record.ts), grouped by kind;
// a change of them fails compact-columns.test.ts until COMPACT_FORMAT is raised.
import { decodeInstants, encodeInstants, type InstantColumn } from './compact-instants.ts';
import { fieldsIn, type FieldKind } from '../records/field-kinds.ts';
import { LISTING_RECORD, type ListingFieldIn } from '../records/listing-record.ts';
import { numberOrNull, type ListingRow } from './listing.ts';

export const COMPACT_FORMAT = 4;

/** The feed's position the copy was taken at: the device's pulls go on from here. */
export type CompactCheckpoint = { modified: number; id: string };

/** A row as the copy holds it: the listing's own fields and its replication stamp. */
export type CompactRow = ListingRow & { _modified: number };

type CompactField = ListingFieldIn<'compact'>;
type CompactOfKind<Kinds extends FieldKind> = {
  [Name in CompactField]: (typeof LISTING_RECORD)[Name]['kind'] extends Kinds ? Name : never;
}[CompactField];

/** The groups the copy keeps its columns in, by the fields' kinds; id, stamp and photos travel on their own. */
const GROUP_KINDS = {
  number: ['real', 'amount'],
  whole: ['whole'],
  text: ['text', 'date'],
  moment: ['time'],
  list: ['texts'],
  flag: ['flag'],
} as const satisfies Record<string, readonly FieldKind[]>;

/** Texts of each listing's own, written out in place (with the card's photo, `thumbnail`), not in the dictionary. */
const OWN_TEXT_COLUMNS = ['title'] as const;
type OwnTextColumn = (typeof OWN_TEXT_COLUMNS)[number] | 'thumbnail';

type NumberColumn = CompactOfKind<(typeof GROUP_KINDS.number)[number]>;
type WholeColumn = CompactOfKind<(typeof GROUP_KINDS.whole)[number]>;
type TextColumn = Exclude<CompactOfKind<(typeof GROUP_KINDS.text)[number]>, OwnTextColumn>;
/** Moments: as numbers (compact-instants.ts), or as texts when one of them is not written as Postgres writes it. */
type MomentColumn = CompactOfKind<(typeof GROUP_KINDS.moment)[number]>;
type ListColumn = CompactOfKind<(typeof GROUP_KINDS.list)[number]>;
type FlagColumn = CompactOfKind<(typeof GROUP_KINDS.flag)[number]>;

const COMPACT_FIELDS = fieldsIn(LISTING_RECORD, 'compact');
const columnsOf = <Column extends CompactField>(kinds: readonly FieldKind[]): readonly Column[] =>
  COMPACT_FIELDS.filter((name) => kinds.includes(LISTING_RECORD[name].kind)) as Column[];
const isOwnText = (name: string) => (OWN_TEXT_COLUMNS as readonly string[]).includes(name);

const NUMBER_COLUMNS = columnsOf<NumberColumn>(GROUP_KINDS.number);
const WHOLE_COLUMNS = columnsOf<WholeColumn>(GROUP_KINDS.whole);
const TEXT_COLUMNS = columnsOf<TextColumn>(GROUP_KINDS.text).filter((name) => !isOwnText(name));
const MOMENT_COLUMNS = columnsOf<MomentColumn>(GROUP_KINDS.moment);
const LIST_COLUMNS = columnsOf<ListColumn>(GROUP_KINDS.list);
const FLAG_COLUMNS = columnsOf<FlagColumn>(GROUP_KINDS.flag);

/** The copy's columns by group, as the encoder writes them (compact-columns.test.ts pins them to the format). */
export const COMPACT_GROUPS = {
  number: NUMBER_COLUMNS,
  whole: WHOLE_COLUMNS,
  text: TEXT_COLUMNS,
  own: OWN_TEXT_COLUMNS,
  moment: MOMENT_COLUMNS,
  list: LIST_COLUMNS,
  flag: FLAG_COLUMNS,
} as const;

/** The columns the copy is made of; a server reads exactly these. */
export const COMPACT_SOURCE_COLUMNS: readonly string[] = COMPACT_FIELDS;

/** -1 stands for null (and for a value of the wrong kind); anything else is a place in `texts`. */
type TextCodes = number[];
/** 1 for true, 0 for false, -1 for null (and for a value of the wrong kind): a digit where JSON writes a word. */
type FlagCodes = number[];

export type CompactListings = {
  format: typeof COMPACT_FORMAT;
  checkpoint: CompactCheckpoint | null;
  count: number;
  texts: string[];
  /** Ids in ascending order, each as its step from the one before. */
  idSteps: number[];
  modified: number[];
  numbers: Record<NumberColumn | WholeColumn, Array<number | null>>;
  codes: Record<TextColumn | ListColumn, TextCodes> & Partial<Record<MomentColumn, TextCodes>>;
  own: Record<OwnTextColumn, Array<string | null>>;
  /** The moment columns that travel as numbers; the others are among `codes`. */
  moments: Partial<Record<MomentColumn, InstantColumn>>;
  flags: Record<FlagColumn, FlagCodes>;
};

const isCoordinate = (column: string) => column === 'latitude' || column === 'longitude';
const keep = (value: number | null) => value;
/**
 * Five decimals of a degree are about a metre here, finer than any place the ingest finds; a geocoder's
 * fifteen digits cost a copy of 20,000 listings about 200 KB gzipped (issue 31's first-visit bytes).
 */
const onMetre = (value: number | null) => (value === null ? null : Math.round(value * 1e5) / 1e5);
const flagCode = (value: unknown): number => (value === true ? 1 : value === false ? 0 : -1);
const flagOf = (code: number | undefined): boolean | null => (code === 1 ? true : code === 0 ? false : null);

export function encodeCompactListings(
  rows: readonly CompactRow[],
  checkpoint: CompactCheckpoint | null,
): CompactListings {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const texts: string[] = [];
  const textCodes = new Map<string, number>();
  const code = (value: unknown): number => {
    if (typeof value !== 'string') return -1;
    let known = textCodes.get(value);
    if (known === undefined) {
      known = texts.length;
      texts.push(value);
      textCodes.set(value, known);
    }
    return known;
  };
  const numbers = Object.fromEntries(
    [...NUMBER_COLUMNS, ...WHOLE_COLUMNS].map((column) => [
      column,
      sorted.map((row) => (isCoordinate(column) ? onMetre : keep)(numberOrNull(row[column]))),
    ]),
  ) as CompactListings['numbers'];
  const moments: CompactListings['moments'] = {};
  const momentsAsText: MomentColumn[] = [];
  for (const column of MOMENT_COLUMNS) {
    const encoded = encodeInstants(sorted.map((row) => row[column]));
    if (encoded) moments[column] = encoded;
    else momentsAsText.push(column);
  }
  const codes = Object.fromEntries([
    ...[...TEXT_COLUMNS, ...momentsAsText].map((column) => [column, sorted.map((row) => code(row[column]))]),
    // Lists travel as their JSON text: a handful of distinct lists stand for thousands of rows.
    ...LIST_COLUMNS.map((column) => [
      column,
      sorted.map((row) => (Array.isArray(row[column]) ? code(JSON.stringify(row[column])) : -1)),
    ]),
  ]) as CompactListings['codes'];
  const own: CompactListings['own'] = {
    title: sorted.map((row) => (typeof row.title === 'string' ? row.title : null)),
    thumbnail: sorted.map((row) => {
      const photo: unknown = row.image_urls?.thumb?.[0] ?? row.image_urls?.full?.[0];
      return typeof photo === 'string' ? photo : null;
    }),
  };
  const flags = Object.fromEntries(
    FLAG_COLUMNS.map((column) => [column, sorted.map((row) => flagCode(row[column]))]),
  ) as CompactListings['flags'];
  return {
    format: COMPACT_FORMAT,
    checkpoint,
    count: sorted.length,
    texts,
    idSteps: sorted.map((row, index) => row.id - (index === 0 ? 0 : (sorted[index - 1] as CompactRow).id)),
    modified: sorted.map((row) => row._modified),
    numbers,
    codes,
    own,
    moments,
    flags,
  };
}

export class CompactFormatError extends Error {}

/** The rows of a compact copy; a copy in another format or of the wrong shape is refused, never guessed at. */
export function decodeCompactListings(copy: unknown): { rows: CompactRow[]; checkpoint: CompactCheckpoint | null } {
  const wire = copy as Partial<CompactListings> | null;
  if (!wire || wire.format !== COMPACT_FORMAT) throw new CompactFormatError('Not a compact copy of this format');
  const { count = -1, texts, idSteps, modified, numbers, codes, own, moments, flags } = wire;
  const momentTexts = Object.fromEntries(
    MOMENT_COLUMNS.map((column) => [
      column,
      moments?.[column] === undefined ? undefined : decodeInstants(moments[column], count),
    ]),
  ) as Record<MomentColumn, Array<string | null> | null | undefined>;
  const columnsOk =
    Array.isArray(texts) &&
    Array.isArray(idSteps) &&
    idSteps.length === count &&
    Array.isArray(modified) &&
    modified.length === count &&
    [...NUMBER_COLUMNS, ...WHOLE_COLUMNS].every((column) => numbers?.[column]?.length === count) &&
    [...TEXT_COLUMNS, ...LIST_COLUMNS].every((column) => codes?.[column]?.length === count) &&
    (['title', 'thumbnail'] as const).every((column) => own?.[column]?.length === count) &&
    MOMENT_COLUMNS.every((column) =>
      momentTexts[column] === undefined ? codes?.[column]?.length === count : momentTexts[column] !== null,
    ) &&
    FLAG_COLUMNS.every((column) => flags?.[column]?.length === count);
  if (!columnsOk || !numbers || !codes || !own || !flags || !texts || !idSteps || !modified)
    throw new CompactFormatError('The compact copy is incomplete');
  const ownText = (value: unknown) => (typeof value === 'string' ? value : null);
  const text = (at: number | undefined) => (at === undefined || at < 0 ? null : (texts[at] ?? null));
  const list = (at: number | undefined): string[] | null => {
    const value = text(at);
    if (value === null) return null;
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : null;
  };
  const rows: CompactRow[] = [];
  let id = 0;
  for (let index = 0; index < count; index += 1) {
    id += idSteps[index] as number;
    const row: CompactRow = { id, _modified: modified[index] as number };
    for (const column of NUMBER_COLUMNS) row[column] = numbers[column][index] ?? null;
    for (const column of WHOLE_COLUMNS) row[column] = numbers[column][index] ?? null;
    for (const column of TEXT_COLUMNS) row[column] = text(codes[column][index]);
    for (const column of MOMENT_COLUMNS) row[column] = momentTexts[column]?.[index] ?? text(codes[column]?.[index]);
    for (const column of LIST_COLUMNS) row[column] = list(codes[column][index]);
    for (const column of FLAG_COLUMNS) row[column] = flagOf(flags[column][index]);
    row.title = ownText(own.title[index]);
    const thumbnail = ownText(own.thumbnail[index]);
    row.image_urls = thumbnail === null ? { full: [], thumb: [] } : { full: [], thumb: [thumbnail] };
    rows.push(row);
  }
  return { rows, checkpoint: wire.checkpoint ?? null };
}
