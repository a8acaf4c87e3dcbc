// Many listing rows as one JSON text whose field names are written once: a header names the fields, and each
// row is the array of its values in that order. The start-up snapshot is kept and handed to the query worker
// in this form, because IndexedDB's read and postMessage's copy of a text cost by its bytes, and the field
// names were three fifths of an array of objects: at 20,000 listings 17.7 MB became 7.3 MB, and in Chromium
// here reading it went from 115 to 55 ms and handing it to the query worker from 100 to 42 ms. A row whose
// fields differ from the header's (another set or order, or a value JSON cannot hold) is written as it is.
import type { ListingRow } from './listing.ts';

type RowsText = { fields: string[]; rows: (unknown[] | ListingRow)[] };

const NOT_ROWS_TEXT = 'Not a text of listing rows';

/** Whether `row` holds exactly `fields`, in that order, and no value an array would write differently. */
function fitsFields(row: ListingRow, fields: readonly string[]): boolean {
  const keys = Object.keys(row);
  if (keys.length !== fields.length) return false;
  for (let at = 0; at < keys.length; at += 1) {
    const key = keys[at] as string;
    // An undefined value leaves an object's key out but becomes null in an array.
    if (key !== fields[at] || (row as Record<string, unknown>)[key] === undefined) return false;
  }
  return true;
}

export function rowsToText(rows: Iterable<ListingRow>): string {
  let fields: string[] | null = null;
  const written: (unknown[] | ListingRow)[] = [];
  for (const row of rows) {
    fields ??= Object.keys(row);
    if (!fitsFields(row, fields)) {
      written.push(row);
      continue;
    }
    const values = new Array<unknown>(fields.length);
    for (let at = 0; at < fields.length; at += 1) values[at] = (row as Record<string, unknown>)[fields[at] as string];
    written.push(values);
  }
  return JSON.stringify({ fields: fields ?? [], rows: written } satisfies RowsText);
}

function isRowsText(value: unknown): value is RowsText {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RowsText).fields) &&
    Array.isArray((value as RowsText).rows)
  );
}

export function rowsFromText(text: string): ListingRow[] {
  const parsed = JSON.parse(text) as unknown;
  if (!isRowsText(parsed)) throw new Error(NOT_ROWS_TEXT);
  const { fields, rows } = parsed;
  // A plain loop of stores: in a worker's first (cold) run it builds 20,000 rows in about the time JSON.parse
  // takes for the same rows written as objects, where spreading a prepared shape took half as long again.
  const result = new Array<ListingRow>(rows.length);
  for (let at = 0; at < rows.length; at += 1) {
    const values = rows[at];
    if (!Array.isArray(values)) {
      if (typeof values !== 'object' || values === null) throw new Error(NOT_ROWS_TEXT);
      result[at] = values;
      continue;
    }
    const row: Record<string, unknown> = {};
    for (let field = 0; field < fields.length; field += 1) row[fields[field] as string] = values[field];
    result[at] = row as ListingRow;
  }
  return result;
}
