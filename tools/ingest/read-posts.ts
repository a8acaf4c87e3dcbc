// Reads an export file: NDJSON (the import format or scraper items), or a scraper's JSON array export.
import { readFileSync } from 'node:fs';
import { parseLines, parseValue, type NumberedResult } from '../../supabase/functions/_shared/ingest/parse-lines.ts';

export function readPostsFile(path: string): NumberedResult[] {
  const content = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  if (content.trimStart().startsWith('[')) {
    let items: unknown;
    try {
      items = JSON.parse(content);
    } catch {
      return [{ line: 1, result: { ok: false, error: 'The file is not valid JSON.' } }];
    }
    return (Array.isArray(items) ? items : []).map((item, index) => ({ line: index + 1, result: parseValue(item) }));
  }
  return parseLines(content.split('\n'));
}
