// Holds each record declared in src/domain/records to the database the migrations make: every column of the
// record's table and views, with its type and nullability, and no column the record does not declare. A
// column added by a migration alone, or a field declared without its migration, fails here, on PGlite and
// on PostgreSQL (the Postgres pass runs this folder again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsIn, SQL_TYPES, type FieldDeclaration } from '../../src/domain/records/field-kinds.ts';
import { ALERT_FILTER_KEYS, filterRow } from '../../src/domain/filters/filter-table.ts';
import { FAVORITE_RECORD } from '../../src/domain/records/favorite-record.ts';
import { LISTING_RECORD } from '../../src/domain/records/listing-record.ts';
import { SAVED_ALERT_RECORD } from '../../src/domain/records/saved-alert-record.ts';
import { startTestBackend, type TestBackend } from '../support/test-backend.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

type Column = { name: string; type: string; nullable: 'YES' | 'NO' };

/** A relation's columns as `name type null|not null` lines, sorted by name (views say nothing of null). */
async function catalogLines(relation: string, isView: boolean): Promise<string[]> {
  const columns = await backend.db.asOwner(
    async (sql) =>
      (
        await sql.query<Column>(
          `select column_name as name, udt_name as type, is_nullable as nullable from information_schema.columns
           where table_schema = 'public' and table_name = $1`,
          [relation],
        )
      ).rows,
  );
  expect(columns.length, `public.${relation} exists`).toBeGreaterThan(0);
  return columns
    .map((column) => `${column.name} ${column.type}${isView ? '' : column.nullable === 'YES' ? ' null' : ' not null'}`)
    .sort();
}

/** The same lines from a record's fields of one copy: the table's types, or those a view serves. */
function declaredLines(
  record: { readonly [name: string]: FieldDeclaration<string> },
  names: readonly string[],
  as: 'table' | 'view',
): string[] {
  return names
    .map((name) => {
      const field = record[name] as FieldDeclaration<string>;
      const sqlType = SQL_TYPES[field.kind];
      if (as === 'view') return `${name} ${sqlType.served ?? sqlType.table}`;
      return `${name} ${sqlType.table}${field.isNullable ? ' null' : ' not null'}`;
    })
    .sort();
}

describe('the listing record', () => {
  it('is the listings table, column for column, with types and nullability', async () => {
    expect(await catalogLines('listings', false)).toEqual(
      declaredLines(LISTING_RECORD, fieldsIn(LISTING_RECORD, 'table'), 'table'),
    );
  });

  it('is the view full_details_housing, column for column, with the types it serves', async () => {
    expect(await catalogLines('full_details_housing', true)).toEqual(
      declaredLines(LISTING_RECORD, fieldsIn(LISTING_RECORD, 'view'), 'view'),
    );
  });
});

describe('the favorite record', () => {
  it('is the favorites table, column for column, with types and nullability', async () => {
    expect(await catalogLines('favorites', false)).toEqual(
      declaredLines(FAVORITE_RECORD, fieldsIn(FAVORITE_RECORD, 'table'), 'table'),
    );
  });

  it('is its pull feed favorites_feed too', async () => {
    expect(await catalogLines('favorites_feed', true)).toEqual(
      declaredLines(FAVORITE_RECORD, fieldsIn(FAVORITE_RECORD, 'table'), 'view'),
    );
  });
});

describe('the saved alert record and the filter table', () => {
  // The alert's own columns from its record, a filter's from its row of the filter table (null: no filter).
  const filterColumns = Object.fromEntries(
    ALERT_FILTER_KEYS.map((key) => {
      const column = filterRow(key).alert;
      return [column?.column, { kind: column?.kind, isNullable: true, in: ['table'] }];
    }),
  ) as { [name: string]: FieldDeclaration<'table'> };
  const savedAlert = { ...SAVED_ALERT_RECORD, ...filterColumns };
  const tableFields = [...fieldsIn(SAVED_ALERT_RECORD, 'table'), ...Object.keys(filterColumns)];

  it('are the saved_filters table, column for column, with types and nullability', async () => {
    expect(await catalogLines('saved_filters', false)).toEqual(declaredLines(savedAlert, tableFields, 'table'));
  });

  it('are its pull feed saved_filters_feed too', async () => {
    expect(await catalogLines('saved_filters_feed', true)).toEqual(declaredLines(savedAlert, tableFields, 'view'));
  });
});
