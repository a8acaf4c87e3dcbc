// Every benchmark group `npm run bench` knows, in the order a full run takes them.
import type { BenchGroup } from './harness.ts';
import { alertsBench } from './alerts.bench.ts';
import { extractBench } from './extract.bench.ts';
import { extractRealBench } from './extract-real.bench.ts';
import { firstVisitBench } from './first-visit.bench.ts';
import { followUpSyncBench } from './follow-up-sync.bench.ts';
import { loadBench } from './load.bench.ts';
import { mapBench } from './map.bench.ts';
import { photosBench } from './photos.bench.ts';
import { pwaBench } from './pwa.bench.ts';
import { queryBench } from './query.bench.ts';
import { restBench } from './rest.bench.ts';
import { syncBench } from './sync.bench.ts';
import { uiBench } from './ui.bench.ts';

export const GROUPS: BenchGroup[] = [
  queryBench,
  restBench,
  syncBench,
  followUpSyncBench,
  uiBench,
  mapBench,
  pwaBench,
  photosBench,
  firstVisitBench,
  extractBench,
  extractRealBench,
  alertsBench,
  loadBench,
];
