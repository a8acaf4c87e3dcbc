// /rest/v1/rpc/<function>: calls a public function with named arguments, as PostgREST does.
import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../db/database.ts';
import { HttpError, parseJsonBody, readBody } from '../node-request-response.ts';
import { identifier, parseError } from './query-params.ts';
import type { RestOptions } from './rest-handler.ts';
import { Params, quoteIdent } from './sql-builder.ts';

/** A JSON array as a Postgres array literal, as PostgREST passes it to an array-typed argument. */
function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown) =>
    value === null || value === undefined
      ? 'NULL'
      : `"${String(typeof value === 'object' ? JSON.stringify(value) : value).replace(/[\\"]/g, '\\$&')}"`;
  return `{${values.map(element).join(',')}}`;
}

function argumentText(value: unknown, type: string | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && type?.endsWith('[]')) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export async function callRpc(
  options: RestOptions,
  claims: JwtClaims,
  name: string,
  request: IncomingMessage,
  search: URLSearchParams,
  method: string,
) {
  const fn = options.schema().functions.get(identifier(name, 'function'));
  if (!fn)
    throw new HttpError(404, {
      code: 'PGRST202',
      message: `Could not find the function public.${name.slice(0, 64)} in the schema cache`,
      details: null,
      hint: null,
    });
  let args: Record<string, unknown>;
  if (method === 'POST') {
    const body = parseJsonBody(await readBody(request, options.maxBodyBytes)) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw parseError('The arguments must be a JSON object');
    args = body as Record<string, unknown>;
  } else if (method === 'GET' || method === 'HEAD') {
    args = Object.fromEntries(search);
  } else {
    throw new HttpError(405, {
      code: 'PGRST117',
      message: 'Functions are called with GET or POST',
      details: null,
      hint: null,
    });
  }
  const params = new Params();
  const known = new Map(fn.args.map((arg) => [arg.name, arg]));
  for (const key of Object.keys(args))
    if (!known.has(key)) throw parseError(`${fn.name} has no argument "${key.slice(0, 64)}"`);
  for (const arg of fn.args)
    if (!arg.hasDefault && !(arg.name in args)) throw parseError(`${fn.name} needs the argument "${arg.name}"`);
  const call = `public.${quoteIdent(fn.name)}(${Object.entries(args)
    .map(
      ([key, value]) =>
        `${quoteIdent(key)} => (${params.add(argumentText(value, known.get(key)?.type))}::text)::${known.get(key)?.type}`,
    )
    .join(', ')})`;
  const sql =
    fn.returnsSet || !fn.returnsScalar
      ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} as _r`
      : `select to_json(${call})::text as body`;
  return options.db.asRole(claims, async (tx) => {
    // As PostgREST: a call by GET or HEAD reads; a function that writes must be called with POST.
    if (method !== 'POST') await tx.query('set transaction read only');
    const body = (await tx.query<{ body: string | null }>(sql, params.values)).rows[0]?.body ?? 'null';
    const shaped =
      !fn.returnsSet && !fn.returnsScalar ? JSON.stringify((JSON.parse(body) as unknown[])[0] ?? null) : body;
    return { status: 200, body: shaped };
  });
}
