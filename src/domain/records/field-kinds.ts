// The kinds of value a record's field holds (records/*-record.ts): each kind names one Postgres type and one
// TypeScript type, so a field declared once has both. The TypeScript side is types only and costs no bytes;
// the Postgres side (SQL_TYPES) is read by the test that holds each record to the database's catalog.

/** A listing's photos: the detail copies, the card copies and the detail copies' [width, height] (photo-address.ts). */
export type Photos = { full?: string[]; thumb?: string[]; size?: Array<[number, number]> };

/** Each kind's value in TypeScript, as clients read it. */
export type KindValues = {
  /** A row's number (bigint). */
  id: number;
  /** The server's replication stamp (bigint), `modified` on a device. */
  stamp: number;
  /** A member's id (uuid). */
  uuid: string;
  /** A measurement without fixed decimals (double precision): coordinates. */
  real: number;
  /** Money and sizes, exact in the table (numeric); a view serves them as double precision (JSON numbers). */
  amount: number;
  whole: number;
  text: string;
  /** A calendar day, 'YYYY-MM-DD'. */
  date: string;
  /** A moment (timestamptz), as ISO text. */
  time: string;
  flag: boolean;
  texts: string[];
  photos: Photos;
  /** JSON whose shape a reader of its own checks (a saved alert's areas: src/domain/areas). */
  json: unknown;
};

export type FieldKind = keyof KindValues;

/** One field of a record: its kind, whether the table's column may be null, and the copies it travels in. */
export type FieldDeclaration<Copy extends string> = {
  readonly kind: FieldKind;
  /** False where the table's column is `not null` (a view's columns may always be null to Postgres). */
  readonly isNullable: boolean;
  readonly in: readonly Copy[];
  /** The only values a text may hold (the table's check says the same). */
  readonly values?: readonly string[];
  /** The most characters a text may hold (the table's check says the same). */
  readonly maxLength?: number;
};

/** A record: its fields by name, in the order the copies list them. */
export type RecordDeclaration<Copy extends string> = { readonly [field: string]: FieldDeclaration<Copy> };

/** The names of a record's fields that travel in `copy`. */
export type FieldsIn<Declared extends RecordDeclaration<string>, Copy extends string> = {
  [Name in keyof Declared]: Copy extends Declared[Name]['in'][number] ? Name : never;
}[keyof Declared] &
  string;

/** A field's TypeScript value: one of its values where it names them, else its kind's. */
export type ValueOf<Field extends FieldDeclaration<string>> = Field extends {
  readonly values: readonly (infer Value)[];
}
  ? Value
  : KindValues[Field['kind']];

/**
 * A record's fields of one copy as an object: the `Required` ones always there, the rest possibly missing or
 * null (a device holds rows before the server has set everything, or from a copy that carries only some).
 */
export type RowIn<Declared extends RecordDeclaration<string>, Copy extends string, Required extends string> = {
  -readonly [Name in FieldsIn<Declared, Copy> & Required]: ValueOf<Declared[Name]>;
} & { -readonly [Name in Exclude<FieldsIn<Declared, Copy>, Required>]?: ValueOf<Declared[Name]> | null };

/** A record's fields of one copy as the table holds them: a nullable column may be null, none is missing. */
export type TableRowIn<Declared extends RecordDeclaration<string>, Copy extends string> = {
  -readonly [Name in FieldsIn<Declared, Copy>]:
    ValueOf<Declared[Name]> | (Declared[Name]['isNullable'] extends true ? null : never);
};

/** The names of a record's fields, in declaration order, that travel in `copy`. */
export function fieldsIn<
  Declared extends RecordDeclaration<string>,
  Copy extends Declared[keyof Declared]['in'][number],
>(record: Declared, copy: Copy): FieldsIn<Declared, Copy>[] {
  return Object.keys(record).filter((name) => (record[name]?.in as readonly string[]).includes(copy)) as FieldsIn<
    Declared,
    Copy
  >[];
}

/**
 * Each kind's Postgres type as information_schema.columns names it (udt_name): in the table, and as a view
 * serves it where that differs.
 */
export const SQL_TYPES: { readonly [Kind in FieldKind]: { readonly table: string; readonly served?: string } } = {
  id: { table: 'int8' },
  stamp: { table: 'int8' },
  uuid: { table: 'uuid' },
  real: { table: 'float8' },
  amount: { table: 'numeric', served: 'float8' },
  whole: { table: 'int4' },
  text: { table: 'text' },
  date: { table: 'date' },
  time: { table: 'timestamptz' },
  flag: { table: 'bool' },
  texts: { table: '_text' },
  photos: { table: 'jsonb' },
  json: { table: 'jsonb' },
};
