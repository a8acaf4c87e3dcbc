// Closed-loop HTTP load for the `load` bench: N clients, each sending its next request as soon as the last
// answer has fully arrived, for a bounded time and a bounded count. Plain node:http with kept-alive
// connections, and bodies counted rather than decompressed or parsed, so that the generator spends as
// little of the machine's CPU as it can (the server under test needs it).
import { Agent, request as httpRequest } from 'node:http';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** Latencies of the answered requests only; a failure (an unexpected status, a reset connection) is counted apart. */
export type LoadOutcome = {
  latenciesMs: number[];
  seconds: number;
  requests: number;
  failures: number;
  firstFailure: string | null;
};

export type LoadOptions = {
  origin: string;
  clients: number;
  durationMs: number;
  /** A ceiling on requests over all clients, so that a run ends even on a machine much faster than this one. */
  maxRequests: number;
  /** The request a client sends next; `client` is its number and `sent` how many it has sent. */
  next(client: number, sent: number): LoadRequest;
};

/** An answer's status is one the bench expects: anything else is a failed run, not a slow one. */
const isExpected = (status: number) => (status >= 200 && status < 300) || status === 304;

function send(agent: Agent, origin: string, spec: LoadRequest): Promise<void> {
  const target = new URL(spec.path, origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: spec.method,
        headers: spec.headers,
      },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => {
          if (!isExpected(status)) chunks.push(chunk);
        });
        incoming.on('end', () => {
          if (isExpected(status)) resolve();
          else
            reject(
              new Error(
                `${spec.method} ${target.pathname} answered ${status}: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`,
              ),
            );
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(spec.body);
  });
}

/** Runs the clients until the time or the request budget is spent; every request's latency in milliseconds. */
export async function runLoad(options: LoadOptions): Promise<LoadOutcome> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + options.durationMs;
  let issued = 0;
  let failures = 0;
  let firstFailure: string | null = null;
  const client = async (index: number) => {
    for (let sent = 0; performance.now() < deadline && issued < options.maxRequests; sent += 1) {
      issued += 1;
      const begun = performance.now();
      try {
        await send(agent, options.origin, options.next(index, sent));
        latenciesMs.push(performance.now() - begun);
      } catch (error) {
        failures += 1;
        firstFailure ??= (error as Error).message;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  } finally {
    agent.destroy();
  }
  return {
    latenciesMs,
    seconds: (performance.now() - started) / 1000,
    requests: latenciesMs.length,
    failures,
    firstFailure,
  };
}

/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}
