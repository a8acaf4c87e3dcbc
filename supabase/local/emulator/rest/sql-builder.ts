// Turns the parsed query into SQL. Identifiers are checked against the schema cache and quoted; values
// are always bound parameters, so no part of a request is ever spliced into SQL text.
import { HttpError } from '../node-request-response.ts';
import type { Condition, Filter, OrderItem, SelectItem } from './query-params.ts';
import type { Relation } from './schema-cache.ts';

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualifiedName(relation: Relation): string {
  return `public.${quoteIdent(relation.name)}`;
}

export function unknownColumn(relation: Relation, column: string): HttpError {
  return new HttpError(400, {
    code: '42703',
    message: `column ${relation.name}.${column} does not exist`,
    details: null,
    hint: null,
  });
}

export function column(relation: Relation, name: string, alias = '_t'): string {
  if (!relation.columns.has(name)) throw unknownColumn(relation, name);
  return `${alias}.${quoteIdent(name)}`;
}

const COMPARISONS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
} as const;

const ARRAY_OPERATORS = new Set(['cs', 'cd', 'ov']);

function conditionSql(condition: Condition, relation: Relation, params: Params): string {
  const ref = column(relation, condition.column);
  const { operator, value } = condition;
  const { type, isArray } = relation.columns.get(condition.column) as { type: string; isArray: boolean };
  if (ARRAY_OPERATORS.has(operator) && !isArray && type !== 'jsonb') {
    throw new HttpError(400, {
      code: 'PGRST100',
      message: `${operator} needs an array or jsonb column, and ${condition.column} is neither`,
      details: null,
      hint: null,
    });
  }
  // Values go in as text and are cast to the column's own type by Postgres, which rejects bad input
  // with a proper SQLSTATE; the type name comes from the catalog, never from the request.
  const typed = (item: unknown) => `(${params.add(item)}::text)::${type}`;
  let sql: string;
  if (operator === 'in') {
    const items = value as string[];
    sql = items.length === 0 ? 'false' : `${ref} in (${items.map(typed).join(', ')})`;
  } else if (operator === 'is') {
    sql = {
      null: `${ref} is null`,
      not_null: `${ref} is not null`,
      true: `${ref} is true`,
      false: `${ref} is false`,
      unknown: `${ref} is unknown`,
    }[value as 'null' | 'not_null' | 'true' | 'false' | 'unknown'];
  } else if (operator === 'like' || operator === 'ilike') {
    // PostgREST writes the wildcard as * so that it survives URLs; % is the SQL one.
    sql = `${ref}::text ${operator} ${params.add((value as string).replaceAll('*', '%'))}`;
  } else {
    sql = `${ref} ${COMPARISONS[operator]} ${typed(value)}`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

export function filterSql(filter: Filter, relation: Relation, params: Params): string {
  if (filter.kind === 'condition') return conditionSql(filter, relation, params);
  const parts = filter.items.map((item) => filterSql(item, relation, params));
  const joined =
    parts.length === 0
      ? filter.join === 'and'
        ? 'true'
        : 'false'
      : parts.map((part) => `(${part})`).join(` ${filter.join} `);
  return filter.negated ? `not (${joined})` : joined;
}

export function whereSql(filters: Filter[], relation: Relation, params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((filter) => `(${filterSql(filter, relation, params)})`).join(' and ')}`;
}

export function selectListSql(select: SelectItem[] | '*', relation: Relation, alias = '_t'): string {
  if (select === '*') return [...relation.columns.keys()].map((name) => `${alias}.${quoteIdent(name)}`).join(', ');
  return select.map((item) => `${column(relation, item.column, alias)} as ${quoteIdent(item.alias)}`).join(', ');
}

export function orderSql(order: OrderItem[], relation: Relation): string {
  if (order.length === 0) return '';
  const items = order.map(
    (item) =>
      `${column(relation, item.column)} ${item.descending ? 'desc' : 'asc'}${item.nulls ? ` nulls ${item.nulls}` : ''}`,
  );
  return ` order by ${items.join(', ')}`;
}
