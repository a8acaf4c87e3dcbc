// load: the one-machine server (`npm start`, in a child process) under many clients at once, with 20,000
// synthetic listings. The sync worker's anonymous listing pull with 50 clients; the password grant with 50
// clients; and anonymous listing reads while 20 clients sign in. Each beside the same figure on an idle
// server (one client, or the reads alone) in the same run. All traffic goes to 127.0.0.1.
import { summarize, type BenchGroup, type ReportRow } from './harness.ts';
import { percentile, runLoad, type LoadOutcome, type LoadRequest } from './load-generator.ts';
import { confirmedAccounts, listingPullRequests, signInRequest } from './load-workload.ts';
import { startLocalServerProcess } from './local-server-process.ts';

const LISTINGS = 20_000;
const CLIENTS = 50;
const SIGNING_IN = 20;
/** Readers beside the sign-ins: fifty clients in all. */
const READERS = CLIENTS - SIGNING_IN;
const LOADED_MS = 30_000;
const IDLE_MS = 10_000;
const MAX_REQUESTS = 500_000;
/** Sign-ins per IP per five minutes: the bench signs in from one address far more often than any person. */
const RATE_LIMIT = '100000000';

const FIGURES = [
  'load.pull.p99_ms',
  'load.pull.p50_ms',
  'load.pull.rps',
  'load.signin.rps',
  'load.read_during_signin.p99_ms',
] as const;
/** A figure's idle counterpart: load.pull.p99_ms beside load.pull.idle_p99_ms. */
const idleName = (name: string) => name.replace(/\.([^.]+)$/, '.idle_$1');

type Figure = { name: (typeof FIGURES)[number]; unit: string; value: number; idleName: string; idle: number };

const rps = (outcome: LoadOutcome) => outcome.requests / outcome.seconds;
const p99 = (outcome: LoadOutcome) => percentile(outcome.latenciesMs, 0.99);
const p50 = (outcome: LoadOutcome) => percentile(outcome.latenciesMs, 0.5);

function reportRow(figure: Figure): ReportRow {
  return {
    name: figure.name,
    unit: figure.unit,
    stats: summarize([figure.value]),
    baseline: { name: figure.idleName, stats: summarize([figure.idle]) },
  };
}

export const loadBench: BenchGroup = {
  name: 'load',
  promises: ['load.failed_requests', ...FIGURES, ...FIGURES.map(idleName)],
  description: `${CLIENTS} clients for ${LOADED_MS / 1000} s against the one-machine server with ${LISTINGS} listings`,
  async run(_args, scale) {
    const server = await startLocalServerProcess(scale.size(LISTINGS), { AUTH_RATE_LIMIT: RATE_LIMIT });
    try {
      const origin = server.url;
      const pages = await listingPullRequests(server);
      const emails = await confirmedAccounts(server, SIGNING_IN);
      // Each client walks the feed from its own page, as devices that started their first sync at different times.
      const pull = (client: number, sent: number): LoadRequest => pages[(client + sent) % pages.length] as LoadRequest;
      const signIn = (client: number): LoadRequest => signInRequest(server, emails[client % emails.length] as string);
      const load = (clients: number, durationMs: number, next: (client: number, sent: number) => LoadRequest) =>
        runLoad({ origin, clients, durationMs: scale.durationMs(durationMs), maxRequests: MAX_REQUESTS, next });

      await load(1, 2_000, pull);
      const idlePull = await load(1, IDLE_MS, pull);
      const loadedPull = await load(CLIENTS, LOADED_MS, pull);
      const idleSignIn = await load(1, IDLE_MS, signIn);
      const loadedSignIn = await load(CLIENTS, LOADED_MS, signIn);
      const idleReads = await load(READERS, IDLE_MS, pull);
      const [readsDuringSignIn] = await Promise.all([
        load(READERS, LOADED_MS, pull),
        load(SIGNING_IN, LOADED_MS, signIn),
      ]);

      const figures: Figure[] = [
        { name: 'load.pull.p99_ms', unit: 'ms', value: p99(loadedPull), idleName: 'one client', idle: p99(idlePull) },
        { name: 'load.pull.p50_ms', unit: 'ms', value: p50(loadedPull), idleName: 'one client', idle: p50(idlePull) },
        { name: 'load.pull.rps', unit: 'req/s', value: rps(loadedPull), idleName: 'one client', idle: rps(idlePull) },
        {
          name: 'load.signin.rps',
          unit: 'req/s',
          value: rps(loadedSignIn),
          idleName: 'one client',
          idle: rps(idleSignIn),
        },
        {
          name: 'load.read_during_signin.p99_ms',
          unit: 'ms',
          value: p99(readsDuringSignIn),
          idleName: `${READERS} readers, no sign-in`,
          idle: p99(idleReads),
        },
      ];
      const outcomes = { idlePull, loadedPull, idleSignIn, loadedSignIn, idleReads, readsDuringSignIn };
      // Failed requests are left out of the figures above, so they are reported rather than hidden.
      const failures = Object.values(outcomes).reduce((sum, outcome) => sum + outcome.failures, 0);
      for (const [phase, outcome] of Object.entries(outcomes)) {
        if (outcome.failures > 0)
          console.warn(`load: ${outcome.failures} failed requests in ${phase}, the first: ${outcome.firstFailure}`);
      }
      const metrics: Record<string, number> = { 'load.failed_requests': failures };
      for (const figure of figures) {
        metrics[figure.name] = Number(figure.value.toFixed(1));
        metrics[idleName(figure.name)] = Number(figure.idle.toFixed(1));
      }
      return { rows: figures.map(reportRow), metrics };
    } finally {
      await server.stop();
    }
  },
};
