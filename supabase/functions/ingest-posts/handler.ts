// ingest-posts: accepts scraped posts over HTTP, one JSON post per line (the import format or a scraper's
// export items), authenticated by the ingest secret, and runs them through the pipeline into the database.
// Answers with a per-line report; a bad line never stops the batch.
import { parseLines } from '../_shared/ingest/parse-lines.ts';
import { ingestBatch } from '../_shared/ingest/store-posts.ts';
import { runAlertsFor } from '../_shared/alerts/alert-run-deps.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json, methodNotAllowed } from '../_shared/http.ts';
import { constantTimeEqual } from '../_shared/secrets.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { createPhotoKeeper } from '../_shared/photos/keep-photos.ts';
import { storagePhotoStore } from '../_shared/photos/photo-store.ts';

export const INGEST_LIMITS = { lines: 500, bytes: 5 * 1024 * 1024 };

function presentedSecret(request: Request): string | null {
  return (
    request.headers.get('x-ingest-secret') ??
    /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ??
    null
  );
}

/** The methods ingest-posts takes. */
export const INGEST_POSTS_METHODS: readonly string[] = ['POST', 'OPTIONS'];

export function createIngestPosts(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  const secret = deps.env.get('INGEST_SECRET') ?? '';

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST')
      return methodNotAllowed(INGEST_POSTS_METHODS, 'Use POST with one JSON post per line');
    if (secret.length < 16) return failure(503, 'Ingestion is not configured (INGEST_SECRET)');
    const presented = presentedSecret(request);
    if (presented === null || !constantTimeEqual(presented, secret))
      return failure(401, 'A valid ingest secret is required');
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > INGEST_LIMITS.bytes) return failure(413, `A batch may be at most ${INGEST_LIMITS.bytes} bytes`);
    const body = await request.text();
    if (new TextEncoder().encode(body).length > INGEST_LIMITS.bytes)
      return failure(413, `A batch may be at most ${INGEST_LIMITS.bytes} bytes`);
    const lines = body.split('\n');
    const numbered = parseLines(lines);
    if (numbered.length === 0) return failure(400, 'The body holds no posts');
    if (numbered.length > INGEST_LIMITS.lines)
      return failure(413, `A batch may hold at most ${INGEST_LIMITS.lines} posts`);
    const keeper = deps.photos ? createPhotoKeeper({ ...deps.photos, store: storagePhotoStore(service) }) : null;
    const report = await ingestBatch(service, numbered, keeper);
    // New listings go to the members waiting for them right away; a failing alert run never fails the
    // ingest (the scheduler's next run picks the listings up).
    if (report.newListingIds.length > 0) {
      await runAlertsFor(deps, service).catch((error: unknown) =>
        console.warn('The alert run after an ingest failed', error),
      );
    }
    return json(report, report.rejected.length === numbered.length ? 422 : 200);
  };
}
