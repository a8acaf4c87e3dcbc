// Parses PostgREST's query string into a small syntax tree: the select list, filters (with or/and/not
// trees), order, limit and offset. It knows nothing of SQL; anything it does not understand is a 400.
import { HttpError } from '../node-request-response.ts';

export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in' | 'cs' | 'cd' | 'ov';
export type Condition = {
  kind: 'condition';
  column: string;
  operator: Operator;
  negated: boolean;
  value: string | string[];
};
export type Group = { kind: 'group'; join: 'and' | 'or'; negated: boolean; items: Filter[] };
export type Filter = Condition | Group;
export type SelectItem = { column: string; alias: string };
export type OrderItem = { column: string; descending: boolean; nulls: 'first' | 'last' | null };
export type ReadQuery = {
  select: SelectItem[] | '*';
  filters: Filter[];
  order: OrderItem[];
  limit: number | null;
  offset: number;
};

const OPERATORS = new Set<Operator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
]);
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
export const MAX_FILTER_DEPTH = 8;
const MAX_FILTERS = 200;

export function parseError(message: string, details: string | null = null): HttpError {
  return new HttpError(400, { code: 'PGRST100', message, details, hint: null });
}

/** A percent-encoded path as text; a broken encoding (%zz, half a UTF-8 character) is a 400, not a URIError. */
export function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw parseError('The path has a malformed percent-encoding');
  }
}

export function identifier(raw: string, what = 'column'): string {
  const name = raw.trim();
  if (!IDENTIFIER.test(name)) throw parseError(`"${name.slice(0, 64)}" is not a valid ${what} name`);
  return name;
}

/** `*`, or a comma list of `column` and `alias:column`. */
export function parseSelect(raw: string | null): SelectItem[] | '*' {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  return splitTopLevel(raw).map((part) => {
    const trimmed = part.trim();
    if (trimmed === '*') throw parseError('"*" cannot be combined with other columns');
    const [first, second, ...rest] = trimmed.split(':');
    if (rest.length > 0 || first === undefined)
      throw parseError(`"${trimmed.slice(0, 64)}" is not a column of the select list`);
    return second === undefined
      ? { column: identifier(first), alias: identifier(first) }
      : { column: identifier(second), alias: identifier(first, 'alias') };
  });
}

/** `column.asc|desc.nullsfirst|nullslast`, comma separated. */
export function parseOrder(raw: string | null): OrderItem[] {
  if (raw === null || raw.trim() === '') return [];
  return raw.split(',').map((part) => {
    const [column, ...modifiers] = part.trim().split('.');
    const item: OrderItem = { column: identifier(column ?? ''), descending: false, nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc') item.descending = false;
      else if (modifier === 'desc') item.descending = true;
      else if (modifier === 'nullsfirst') item.nulls = 'first';
      else if (modifier === 'nullslast') item.nulls = 'last';
      else throw parseError(`"${modifier.slice(0, 32)}" is not an order modifier`);
    }
    return item;
  });
}

export function parseCount(raw: string | null, what: 'limit' | 'offset'): number | null {
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`${what} must be a whole number of zero or more`);
  return Number(raw);
}

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(raw: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index];
    if (char === '\\' && quoted) {
      current += char + (raw[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (depth < 0) throw parseError('Unbalanced parentheses');
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (depth !== 0 || quoted) throw parseError('Unbalanced parentheses or quotes');
  parts.push(current);
  return parts;
}

function unquote(raw: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) return raw.slice(1, -1).replace(/\\(.)/g, '$1');
  return raw;
}

function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('in. takes a list in parentheses, like in.(1,2,3)');
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}

/** `[not.]operator.value` for one column. */
export function parseCondition(column: string, expression: string): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = (dot === -1 ? rest : rest.slice(0, dot)) as Operator;
  if (!OPERATORS.has(operator)) throw parseError(`"${operator.slice(0, 32)}" is not a supported operator`);
  if (dot === -1) throw parseError(`The ${operator} filter on "${column}" has no value`);
  const rawValue = rest.slice(dot + 1);
  if (operator === 'in')
    return { kind: 'condition', column: identifier(column), operator, negated, value: parseInList(rawValue) };
  if (operator === 'is' && !['null', 'true', 'false', 'unknown', 'not_null'].includes(rawValue)) {
    throw parseError('is. takes null, true, false or unknown');
  }
  return { kind: 'condition', column: identifier(column), operator, negated, value: unquote(rawValue) };
}

/** The inside of `or=(…)` / `and=(…)`: conditions `column.op.value` and nested groups. */
export function parseGroup(join: 'and' | 'or', negated: boolean, raw: string, depth = 1): Group {
  if (depth > MAX_FILTER_DEPTH) throw parseError(`Logic trees may nest at most ${MAX_FILTER_DEPTH} levels`);
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`${join}= takes a list in parentheses`);
  const items = splitTopLevel(raw.slice(1, -1)).map((part): Filter => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseGroup(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '', depth + 1);
    const dot = item.indexOf('.');
    if (dot === -1) throw parseError(`"${item.slice(0, 64)}" is not a filter`);
    return parseCondition(item.slice(0, dot), item.slice(dot + 1));
  });
  return { kind: 'group', join, negated, items };
}

export function parseReadQuery(params: URLSearchParams): ReadQuery {
  return {
    select: parseSelect(params.get('select')),
    filters: parseFilters(params),
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset') ?? 0,
  };
}

/** Every parameter that is not reserved is a filter; all of them must hold. */
export function parseFilters(params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    filters.push(logic ? parseGroup(logic[2] as 'and' | 'or', Boolean(logic[1]), value) : parseCondition(key, value));
    if (filters.length > MAX_FILTERS) throw parseError(`At most ${MAX_FILTERS} filters are allowed`);
  }
  return filters;
}
