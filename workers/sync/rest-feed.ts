// The sync worker's door to the REST API: checkpointed pages from the pull feeds, upserts for pushes,
// counts for progress. A failed request (network error, 5xx, 429) is tried again after 1 s, 2 s and 4 s
// before the failure is reported; a 4xx is the request's own fault and is reported at once.

export type Checkpoint = { modified: number; id: string };

export type FeedConfig = {
  url: string;
  anonKey: string;
  /** The member's access token, or null for anonymous pulls (listings only). */
  accessToken: () => string | null;
  fetchImpl?: typeof fetch;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

export class FeedError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

/** Whether the browser (page or worker) says it has no network; Node has no such notion. */
const isOffline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;

/** A PostgREST literal for a checkpoint id: numbers bare, text quoted. */
function idLiteral(id: string, isNumeric: boolean): string {
  return isNumeric ? String(Number(id) || 0) : `"${id.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

export class RestFeed {
  bytesReceived = 0;
  requests = 0;
  private readonly fetchImpl: typeof fetch;
  private readonly retryDelays: readonly number[];
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly config: FeedConfig) {
    this.fetchImpl = config.fetchImpl ?? ((input, init) => fetch(input, init));
    this.retryDelays = config.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.sleep = config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      apikey: this.config.anonKey,
      Authorization: `Bearer ${this.config.accessToken() ?? this.config.anonKey}`,
      ...extra,
    };
  }

  private request(path: string, init: RequestInit): Promise<Response> {
    return this.fetchWithRetries(`${this.config.url}/rest/v1/${path}`, init, path.split('?')[0] ?? path);
  }

  private async fetchWithRetries(url: string, init: RequestInit, name: string): Promise<Response> {
    let lastError: FeedError | null = null;
    for (let attempt = 0; attempt <= this.retryDelays.length; attempt += 1) {
      // Offline, waiting to try again only keeps a page waiting: the pulls resume when the network is back.
      if (attempt > 0 && lastError?.status === null && isOffline()) break;
      if (attempt > 0) await this.sleep(this.retryDelays[attempt - 1] as number);
      this.requests += 1;
      try {
        const response = await this.fetchImpl(url, {
          ...init,
          headers: { ...this.headers(), ...(init.headers as Record<string, string> | undefined) },
        });
        if (response.ok) return response;
        const text = await response.text();
        lastError = new FeedError(
          `${init.method ?? 'GET'} ${name} answered ${response.status}: ${text.slice(0, 200)}`,
          response.status,
        );
        if (response.status < 500 && response.status !== 429) throw lastError;
      } catch (error) {
        if (error instanceof FeedError && error.status !== null && error.status < 500 && error.status !== 429)
          throw error;
        lastError =
          error instanceof FeedError
            ? error
            : new FeedError(`${init.method ?? 'GET'} ${name} failed: ${(error as Error).message}`, null);
      }
    }
    throw lastError ?? new FeedError('request failed', null);
  }

  /**
   * The server's compact copy of every listing (the listings-snapshot function), as the JSON text it sent;
   * null when the server has no such function (an older deployment), so the pull starts from the beginning
   * instead. Text, not parsed: the device keeps it as it came until RxDB has stored it.
   */
  async snapshotText(): Promise<string | null> {
    try {
      const response = await this.fetchWithRetries(
        `${this.config.url}/functions/v1/listings-snapshot`,
        { method: 'GET' },
        'listings-snapshot',
      );
      return await this.countedText(response);
    } catch (error) {
      if (error instanceof FeedError && error.status === 404) return null;
      throw error;
    }
  }

  /** The answer's text, its bytes counted as they crossed the network (compressed, when the server compressed). */
  private async countedText(response: Response): Promise<string> {
    const text = await response.text();
    this.bytesReceived += Number(response.headers.get('content-length')) || new TextEncoder().encode(text).length;
    return text;
  }

  /** Rows after the checkpoint, in (modified, id) order; `columns` names what to read (all, unless given). */
  async page<Row>(
    source: string,
    after: Checkpoint | undefined,
    limit: number,
    numericIds: boolean,
    columns: readonly string[] = ['*'],
  ): Promise<Row[]> {
    const from = after ?? { modified: -1, id: numericIds ? '0' : '' };
    const filter = `or=(_modified.gt.${from.modified},and(_modified.eq.${from.modified},id.gt.${idLiteral(from.id, numericIds)}))`;
    const order = 'order=_modified.asc,id.asc';
    const response = await this.request(`${source}?select=${columns.join(',')}&${filter}&${order}&limit=${limit}`, {
      method: 'GET',
    });
    return JSON.parse(await this.countedText(response)) as Row[];
  }

  /** One row by its numeric id, or null when the source has none (or this session may not see it). */
  async row<Row>(source: string, id: number, columns: readonly string[] = ['*']): Promise<Row | null> {
    const response = await this.request(`${source}?select=${columns.join(',')}&id=eq.${Math.trunc(id)}&limit=1`, {
      method: 'GET',
    });
    const rows = (await response.json()) as Row[];
    return rows[0] ?? null;
  }

  /** Inserts or replaces rows, resolving conflicts on `onConflict`. */
  async upsert(table: string, rows: object[], onConflict: string): Promise<void> {
    if (rows.length === 0) return;
    await this.request(`${table}?on_conflict=${onConflict}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates,return=minimal' },
      body: JSON.stringify(rows),
    });
  }

  /** How many rows a source holds, for progress. */
  async count(source: string, filter = ''): Promise<number> {
    const response = await this.request(`${source}?select=id${filter ? `&${filter}` : ''}&limit=1`, {
      method: 'GET',
      headers: { Prefer: 'count=exact' },
    });
    await response.text();
    const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
    return total === undefined ? 0 : Number(total);
  }
}
