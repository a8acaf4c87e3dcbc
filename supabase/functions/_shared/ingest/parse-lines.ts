// Lines of an export: each is a post in the import format or an item of a scraper's export (recognised by its
// fields and mapped by the adapter). Blank lines are skipped; every other line yields a result in place.
import { parsePostLine, validatePost, type LineResult } from '../../../../src/domain/ingestion/raw-post.ts';
import { fromScraperItem, isScraperItem } from '../../../../src/domain/ingestion/scraper-adapter.ts';

export type NumberedResult = { line: number; result: LineResult };

export function parseValue(value: unknown): LineResult {
  return isScraperItem(value) ? validatePost(fromScraperItem(value)) : validatePost(value);
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
