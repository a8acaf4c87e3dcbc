// Whole /rest/v1 answers for anonymous reads, kept in memory the way a CDN in front of an API keeps them:
// fifty devices pulling the listing feed ask for the same twenty pages, and each page costs the one
// database thread some 200 ms to build. Only supabase/local has this layer; Supabase production is
// unaffected (its PostgREST answers every request from the database).
//
// What may be cached: GET of a table or view (not rpc/, whose functions may be volatile) by the anon role
// only (row-level security differs per member, Premium sees columns others don't), answered 200. The key is
// everything that changes the answer: path, query and the headers in VARYING_HEADERS. The body is kept
// as sent (serialized, compressed when the client accepted it) with a strong ETag, so If-None-Match gets a
// 304. Memory is bounded by bytes (least recently used go first).
//
// Staleness: any committed write to a table anon can read (found by read-cache-triggers.sql, whatever
// writes it: REST, a function's service client, db.asOwner in seeding or ingest) notifies on commit and
// empties the cache. A read that was running when a write committed is answered but not kept. This is
// exact only on PGlite, where the cache is on: one connection, so the notification is handled before the
// writer's transaction resolves, and a read never starts while another transaction runs, so
// full_details_housing's replication horizon admits every committed row. A real Postgres has neither
// (the notification arrives later on another connection; an older open transaction hides newer rows
// until it ends, with no write to announce it), so there every request goes to the database.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesIfNoneMatch } from '../../../functions/_shared/http-negotiation.ts';
import { claimsFor } from '../auth/request-auth.ts';
import type { Database } from '../db/database.ts';
import { ByteLru } from './byte-lru.ts';
import { ResponseRecorder, type RecordedAnswer } from './response-recorder.ts';
import { withVary } from '../node-request-response.ts';

export type RestHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;

export type CachedReadsOptions = { db: Database; jwtSecret: string; maxBytes?: number };

/** The request headers a /rest/v1 read's answer depends on, besides the role (always anon here). */
export const VARYING_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-profile',
  'prefer',
  'range',
  'range-unit',
] as const;

/** Enough for the whole listing feed at 20,000 listings in two encodings several times over. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const CHANNEL = 'local_read_cache';
const TRIGGERS_SQL = new URL('../db/read-cache-triggers.sql', import.meta.url);
/** A table or view by its plain name: rpc/ and anything percent-encoded (which could spell rpc/) go to the database. */
const RELATION_READ = /^\/rest\/v1\/[A-Za-z_][A-Za-z0-9_]*\/?$/;

type CachedAnswer = RecordedAnswer & { etag: string | null };

/** The cache key: the request's path and query and the headers in VARYING_HEADERS. */
export function cacheKey(request: IncomingMessage, url: URL): string {
  const headers = VARYING_HEADERS.map((name) => {
    const value = request.headers[name];
    return `${name}:${Array.isArray(value) ? value.join(',') : (value ?? '')}`;
  });
  return [`${url.pathname}${url.search}`, ...headers].join('\n');
}

/** A strong ETag over everything the answer says: status, headers (Content-Range carries a count) and body. */
export function entityTag(answer: RecordedAnswer): string {
  const hash = createHash('sha256').update(String(answer.status));
  for (const name of Object.keys(answer.headers).sort()) hash.update(`\n${name.toLowerCase()}:${answer.headers[name]}`);
  return `"${hash.update('\n\n').update(answer.body).digest('base64url')}"`;
}

async function isAnonymous(request: IncomingMessage, jwtSecret: string): Promise<boolean> {
  try {
    return (await claimsFor(request, jwtSecret)).role === 'anon';
  } catch {
    // A bad key is the REST handler's to refuse.
    return false;
  }
}

/** Sends a cached or just-read answer; X-Cache says which, as CDNs do. */
function send(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer, isHit: boolean): void {
  const cacheHeaders = { 'X-Cache': isHit ? 'hit' : 'miss', ...(answer.etag ? { ETag: answer.etag } : {}) };
  if (answer.etag && matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    const vary = answer.headers.Vary ?? answer.headers.vary;
    response.writeHead(304, withVary(response, { ...cacheHeaders, ...(vary ? { Vary: vary } : {}) }));
    response.end();
    return;
  }
  response.writeHead(answer.status, withVary(response, { ...answer.headers, ...cacheHeaders }));
  response.end(answer.body);
}

/** Wraps the /rest/v1 handler with the anonymous read cache (see the header for what is cached and when). */
export function withCachedAnonReads(rest: RestHandler, options: CachedReadsOptions): RestHandler {
  const answers = new ByteLru<CachedAnswer>(options.maxBytes ?? DEFAULT_MAX_BYTES);
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  // Bumped by every notified write: an answer read under an older generation is never kept.
  let generation = 0;
  let state: 'idle' | 'starting' | 'on' | 'off' = 'idle';

  const invalidate = () => {
    generation += 1;
    answers.clear();
    inFlight.clear();
  };

  /** Turns the cache on once the triggers are in and the notifications are heard; until then it is bypassed. */
  const start = async () => {
    state = 'starting';
    try {
      const isPglite = await options.db.asOwner(
        async (sql) =>
          (await sql.query<{ is_pglite: boolean }>(`select version() like '%PGlite%' as is_pglite`)).rows[0]
            ?.is_pglite === true,
      );
      if (!isPglite) {
        state = 'off';
        return;
      }
      await options.db.execScript(await readFile(TRIGGERS_SQL, 'utf8'));
      await options.db.listen(CHANNEL, invalidate);
      invalidate();
      state = 'on';
    } catch (error) {
      state = 'off';
      console.warn('The anonymous read cache is off:', (error as Error).message);
    }
  };

  const record = async (request: IncomingMessage, url: URL): Promise<CachedAnswer> => {
    const recorder = new ResponseRecorder();
    await rest(request, recorder.asServerResponse(), url);
    const answer = recorder.answer();
    return { ...answer, etag: answer.status === 200 ? entityTag(answer) : null };
  };

  /** The answer for `key`: one database read however many identical requests arrive while it runs. */
  const load = (key: string, request: IncomingMessage, url: URL): Promise<CachedAnswer> => {
    const running = inFlight.get(key);
    if (running) return running;
    const startedIn = generation;
    const loading = record(request, url).then((answer) => {
      if (answer.etag && generation === startedIn)
        answers.set(key, answer, key.length + answer.body.length + JSON.stringify(answer.headers).length);
      return answer;
    });
    inFlight.set(key, loading);
    const forget = () => {
      if (inFlight.get(key) === loading) inFlight.delete(key);
    };
    loading.then(forget, forget);
    return loading;
  };

  return async (request, response, url) => {
    if (state === 'idle') void start();
    const isCacheable =
      state === 'on' &&
      request.method === 'GET' &&
      RELATION_READ.test(url.pathname) &&
      (await isAnonymous(request, options.jwtSecret));
    if (!isCacheable) return rest(request, response, url);
    const key = cacheKey(request, url);
    const cached = answers.get(key);
    send(request, response, cached ?? (await load(key, request, url)), cached !== undefined);
  };
}
