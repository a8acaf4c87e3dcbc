// Reads an export file: the project's NDJSON import format, or a scraper's export (NDJSON or a JSON array),
// recognised by its fields and mapped through the scraper adapter. Bad lines come back as errors in place.
import { readFileSync } from 'node:fs';
import { parsePostLine, validatePost, type LineResult } from '../../src/domain/ingestion/raw-post.ts';
import { fromScraperItem, isScraperItem } from '../../src/domain/ingestion/scraper-adapter.ts';

export type NumberedResult = { line: number; result: LineResult };

function parseValue(value: unknown): LineResult {
  return isScraperItem(value) ? validatePost(fromScraperItem(value)) : validatePost(value);
}

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

export function parseLines(lines: readonly string[]): NumberedResult[] {
  const results: NumberedResult[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      results.push({ line: index + 1, result: parsePostLine(line) });
      return;
    }
    results.push({ line: index + 1, result: parseValue(value) });
  });
  return results;
}
