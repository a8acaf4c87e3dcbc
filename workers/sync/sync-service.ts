// The sync worker's state around the engine: it reports status, hands the query worker every stored
// listing once and then each change (batched per task), asks for a resync every 60 s and on Realtime
// events, and follows the member's session. At start the listings come from the snapshot first (a fast
// read) and are then reconciled with RxDB's documents; the snapshot is rewritten a little after changes
// settle. A first copy that RxDB has not finished storing is kept on the device (first-copy.ts): until it
// is stored, RxDB is not the whole truth and nothing is removed because RxDB lacks it, so a reload at any
// moment of a first copy never shows fewer listings. Used by the worker entry and, where workers cannot
// start, on the main thread.
import type { RxStorage } from 'rxdb/plugins/core';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { rowsFromText } from '../../src/domain/listings/listing-rows-text.ts';
import type { ListingChanges } from '../query/query-api.ts';
import { copyRows, decodeCopy, FirstCopyRecord } from './first-copy.ts';
import { databasePrefix, holdsNoListings } from './listings-database.ts';
import { IdbRecordStore } from './idb-record-store.ts';
import { ListingSnapshot, indexedRow } from './listing-snapshot.ts';
import { STARTING_STATUS, type SyncConfig, type SyncStatus, type SyncWorkerApi } from './sync-api.ts';
import type { SyncEngine, Session, SyncEvent } from './sync-engine.ts';
import { listingDocument, listingRowOf, type ListingFeedRow } from './documents.ts';
import { RestFeed } from './rest-feed.ts';
import { WorkInFlight } from './work-in-flight.ts';

export const RESYNC_INTERVAL_MS = 60_000;
/** Quiet time after the last listing change before the snapshot is rewritten (one write per sync burst). */
export const SNAPSHOT_DELAY_MS = 2_000;
/** The IndexedDB database of the sync worker's own records (snapshot, unconfirmed changes). */
export const SYNC_RECORDS_DB = 'roomradar-sync-records';
/**
 * After a start from the snapshot, RxDB opens this much later unless something asks for it first: reading
 * 20,000 documents keeps a core busy for a second and a half, which the first screen (the list or the map,
 * whose WebGL start is the other big cost) should not have to share on a two-core phone. The network pull
 * waits as long; offline it cannot run anyway.
 */
export const ENGINE_DEFER_MS = 2_000;
/** How long the reconcile at start waits for a listing's page being read (see `detailReads`). */
const RECONCILE_WAITS_AT_MOST_MS = 3_000;
/** How long stopping waits for listings read early to be handed to the engine. */
const STOP_WAITS_FOR_KEEPS_MS = 3_000;
/** Whole listings (their text included) read this session, kept for the detail page's repeated reads. */
const WHOLE_LISTINGS_KEPT = 50;

export type RealtimeHook = (
  config: SyncConfig,
  onChange: () => void,
) => { setSession(session: Session | null): void; close(): void };

export type SyncServiceOptions = {
  storage: () => RxStorage<unknown, unknown> | Promise<RxStorage<unknown, unknown>>;
  multiInstance: boolean;
  /** Live updates; loaded when the engine opens, as the storage is (sync.worker.ts loads both's code then). */
  realtime?: () => Promise<RealtimeHook>;
  /** The records beside RxDB (the start-up snapshot, unconfirmed changes); without an IndexedDB there are none. */
  records?: { name?: string; indexedDB?: IDBFactory; snapshotDelayMs?: number };
};

export function createSyncService(options: SyncServiceOptions): SyncWorkerApi & { stop(): Promise<void> } {
  let engine: SyncEngine | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let realtime: ReturnType<RealtimeHook> | null = null;
  const status: SyncStatus = { ...STARTING_STATUS };
  let report: (status: SyncStatus) => void = () => undefined;
  let pending: ListingChanges = { upserts: [], removals: [] };
  let port: MessagePort | null = null;
  let flushScheduled = false;
  // The listings as the query worker holds them, for reconciling and for the snapshot. After a start from
  // the snapshot its text is parsed here only when first needed (heldRows): parsed at once, it took one of a
  // phone's two cores from the query worker parsing the same text for the first results.
  const held = new Map<number, ListingRow>();
  let unparsedSnapshot: string | null = null;
  const heldRows = (): Map<number, ListingRow> => {
    if (unparsedSnapshot !== null) {
      const text = unparsedSnapshot;
      unparsedSnapshot = null;
      for (const row of rowsFromText(text)) held.set(row.id, row);
    }
    return held;
  };
  // A detail page reads its listing again whenever the listings change; during a first copy each read
  // would ask the server again. A change to a listing forgets it here.
  const whole = new Map<number, ListingRow>();
  const factory = options.records?.indexedDB ?? globalThis.indexedDB;
  const records = factory ? new IdbRecordStore(options.records?.name ?? SYNC_RECORDS_DB, factory) : null;
  const snapshot = records ? new ListingSnapshot(records) : null;
  const firstCopy = new FirstCopyRecord(records);
  /** Bumped when a copy is handed over: a read of RxDB that began before it cannot correct what it brought. */
  let copiesArrived = 0;
  let snapshotTimer: ReturnType<typeof setTimeout> | null = null;
  // A listing's page read first: the reconcile's read of every document (a second and more at 20,000, on
  // this worker's one thread) starts once no such read is waiting.
  const detailReads = new WorkInFlight();
  // The session handed over last, for reads made before the engine (which keeps its own) is open.
  let session: Session | null = null;
  /**
   * A listing's page opened before the engine: read from the server at once instead of opening RxDB first,
   * which came before the read and took 30 to 50 ms of a 130 ms open here (far more on a phone). One try, no
   * retries: failing, the engine's read answers (the device's own copy offline). Kept on the device once the
   * engine is open, as the engine's own read keeps it.
   */
  let readEarly: ((id: number) => Promise<ListingRow | null>) | null = null;
  /** Early reads waiting for the engine to keep them; stopping waits for them. */
  const earlyKeeps = new WorkInFlight();
  /** The server's feed as the session handed over last reads it (the engine keeps its own). */
  const feedOf = (config: SyncConfig, retryDelaysMs?: readonly number[]) =>
    new RestFeed({
      url: config.url,
      anonKey: config.anonKey,
      accessToken: () => session?.accessToken ?? null,
      ...(retryDelaysMs ? { retryDelaysMs } : {}),
    });
  const earlyReader = (config: SyncConfig) => {
    const feed = feedOf(config, []);
    return async (id: number): Promise<ListingRow | null> => {
      const row = await feed.row<ListingFeedRow>('full_details_housing', id).catch(() => null);
      if (!row || row._deleted || !opening) return null;
      const kept = opening;
      void earlyKeeps
        .run(async () => (await kept).keepWholeListing(row))
        .catch((error: unknown) => console.warn('A listing read early could not be kept for offline use', error));
      const { _deleted, ...document } = listingDocument(row);
      return listingRowOf(document);
    };
  };

  const saveSnapshotSoon = () => {
    if (!snapshot) return;
    if (snapshotTimer) clearTimeout(snapshotTimer);
    snapshotTimer = setTimeout(() => {
      snapshotTimer = null;
      // A cache: failing to write it (a full disk) costs only the next start's speed.
      snapshot
        .write(heldRows().values())
        .catch((error: unknown) => console.warn('The listing snapshot was not saved', error));
    }, options.records?.snapshotDelayMs ?? SNAPSHOT_DELAY_MS);
  };

  const publish = (change: Partial<SyncStatus>) => {
    Object.assign(status, change);
    report({ ...status });
  };

  /**
   * Hands the queued changes to the query worker, in the same report as `alongside`. 'ready' goes out this
   * way: reported before the listings it announces, the UI would ask the query worker too early and show
   * 'Showing results for 0 listings' until the next version.
   */
  const flush = (alongside: Partial<SyncStatus> = {}) => {
    flushScheduled = false;
    const change = { ...alongside };
    const hasChanges = pending.upserts.length > 0 || pending.removals.length > 0 || pending.upsertsText !== undefined;
    if (port && hasChanges) {
      port.postMessage(pending);
      pending = { upserts: [], removals: [] };
      change.version = status.version + 1;
    }
    if (Object.keys(change).length > 0) publish(change);
  };

  /** Changes for the query worker, their rows as it holds them (indexedRow, as every caller has them already). */
  const queue = (rows: ListingRow[], removals: number[], { fromSnapshot = false } = {}) => {
    if (rows.length === 0 && removals.length === 0) return;
    const known = heldRows();
    for (const id of removals) known.delete(id);
    for (const row of rows) known.set(row.id, row);
    for (const id of removals) whole.delete(id);
    for (const row of rows) whole.delete(row.id);
    pending.upserts.push(...rows);
    pending.removals.push(...removals);
    if (!fromSnapshot) saveSnapshotSoon();
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(() => flush(), 0);
    }
  };

  const onEvent = (event: SyncEvent) => {
    if (event.type === 'listings-changed') queue(unlessHeld(event.upserts), event.removals);
    else if (event.type === 'copy-arrived') {
      // Handed over at once (and saved as the start-up snapshot soon after); RxDB stores it behind.
      copiesArrived += 1;
      queue(unlessHeld(event.rows), []);
      flush({ phase: 'ready', copy: 'handed', lastSyncedAt: new Date().toISOString() });
    } else if (event.type === 'copy-stored') {
      // RxDB now holds the server's copy: what was shown beyond it (an older snapshot's listings) is gone.
      const copied = new Set(event.ids);
      queue(
        [],
        [...heldRows().keys()].filter((id) => !copied.has(id)),
      );
      flush({ phase: 'ready', copy: 'stored' });
    } else if (event.type === 'member-changed') publish({ memberVersion: status.memberVersion + 1 });
    else if (event.type === 'pending') publish({ pendingChanges: event.count });
    else if (event.type === 'progress')
      publish({
        pulled: event.pulled,
        expected: event.expected,
        phase: status.phase === 'ready' ? 'ready' : 'syncing',
        networkError: null,
        lastSyncedAt: new Date().toISOString(),
      });
    else if (event.kind === 'storage') publish({ storageError: event.message });
    else publish({ networkError: event.message, phase: status.phase === 'ready' ? 'ready' : 'error' });
  };

  /** Whether an indexed row is new to the query worker or differs from what it holds. */
  const isNews = (row: ListingRow) => {
    const known = heldRows().get(row.id);
    return known === undefined || JSON.stringify(known) !== JSON.stringify(row);
  };
  /** The start-up snapshot to the query worker as the text it is stored as (flushed with the next report). */
  const handOverSnapshot = (text: string) => {
    pending.upsertsText = text;
  };

  // RxDB stores the compact copy after it was handed over: its documents then change nothing.
  // Each row as the query worker holds it, made once: a first copy's 20,000 were made twice on its way there.
  const unlessHeld = (rows: ListingRow[]) => rows.map(indexedRow).filter(isNews);

  /**
   * RxDB is the truth once it holds a whole copy: what the snapshot lacks, holds differently or holds beyond
   * it is corrected. While a first copy is still being stored (`isComplete` false) RxDB only adds.
   */
  const reconcile = (stored: ListingRow[], isComplete: boolean) => {
    const storedIds = new Set(stored.map((row) => row.id));
    const gone = isComplete ? [...heldRows().keys()].filter((id) => !storedIds.has(id)) : [];
    queue(stored.filter(isNews), gone);
  };

  /** Reads RxDB's listings and reconciles them, removing only when no first copy was pending around the read. */
  const reconcileWithStore = async (opened: SyncEngine) => {
    const copiesBefore = copiesArrived;
    const wasPending = await opened.isCopyPending();
    const stored = await opened.allListings();
    const isComplete = !wasPending && copiesArrived === copiesBefore && !(await opened.isCopyPending());
    reconcile(stored.map(indexedRow), isComplete);
    if (heldRows().size === 0) flush();
    else flush(isComplete ? { phase: 'ready', copy: 'stored' } : { phase: 'ready' });
  };

  // Opening RxDB and reading its documents takes seconds on a phone; with a snapshot, start() hands the
  // listings over at once and everything that needs the engine waits for it here.
  let opening: Promise<SyncEngine> | null = null;
  let openNow: (() => void) | null = null;
  /** The engine; `urgent` (a member's action, a detail page) opens it now instead of after the deferral. */
  const running = (urgent = true): Promise<SyncEngine> => {
    if (!opening) return Promise.reject(new Error('The sync worker has not started'));
    if (urgent) openNow?.();
    return opening;
  };

  // The member's data follows the newest session handed over: their actions wait until it is in place.
  let sessionApplied: Promise<unknown> = Promise.resolve();
  const forMember = async (urgent: boolean): Promise<SyncEngine> => {
    const opened = await running(urgent);
    await sessionApplied;
    return opened;
  };

  /**
   * Whether to ask for the server's compact copy at once, before the engine opens: the engine's first pull
   * would ask only once RxDB's code (most of this worker's) has loaded and its database is open, a second and
   * more on a phone's link, which the copy's own download can use instead. Only on a device that never held a
   * listing: any other pulls on from its checkpoint, and the copy would be bytes for nothing.
   */
  const asksFirstCopyEarly = async (config: SyncConfig): Promise<boolean> =>
    config.pageSize === undefined && (await holdsNoListings(factory, databasePrefix()));
  const askFirstCopy = (config: SyncConfig): Promise<string | null> => {
    const asked = feedOf(config).snapshotText();
    // Failing, it is the engine's to ask again; unused (the engine did not open), it must not be reported.
    asked.catch(() => undefined);
    return asked;
  };

  const openEngine = async (config: SyncConfig, firstCopyText?: Promise<string | null>): Promise<SyncEngine> => {
    // RxDB's code is most of this worker's: loaded only now, a start from the snapshot hands the listings
    // over without compiling it first (the engine opens ENGINE_DEFER_MS later, or when something needs it).
    const [{ SyncEngine: Engine }, storage, realtimeHook] = await Promise.all([
      import('./sync-engine.ts'),
      options.storage(),
      options.realtime?.(),
    ]);
    engine = await Engine.open({
      url: config.url,
      anonKey: config.anonKey,
      batchSize: config.pageSize,
      useSnapshot: config.pageSize === undefined,
      storage,
      multiInstance: options.multiInstance,
      onEvent,
      records,
      ...(firstCopyText ? { firstCopyText } : {}),
    });
    const opened = engine;
    // Reading every document takes a second and more: what waits for the engine (a listing's page, a
    // member's action) must not wait for it too.
    const reconciled = detailReads
      .idle(RECONCILE_WAITS_AT_MOST_MS)
      .then(() => reconcileWithStore(opened))
      .catch((error: unknown) => publish({ storageError: error instanceof Error ? error.message : String(error) }));
    timer = setInterval(() => opened.resync(), RESYNC_INTERVAL_MS);
    realtime = realtimeHook?.(config, () => opened.resync()) ?? null;
    // The first pull is over: whether by the compact copy or in feed pages, RxDB has stored every listing.
    // Told only once the query worker was handed what RxDB held: a device pulling on from its checkpoint gets
    // its listings from the reconcile, and `stored` before it would read as "every favorite is gone".
    void Promise.all([opened.awaitListingsPulledOnce(), reconciled]).then(() =>
      flush({ phase: 'ready', copy: 'stored', lastSyncedAt: new Date().toISOString() }),
    );
    return opened;
  };

  return {
    async start(config, changes, onStatus) {
      report = onStatus;
      port = changes;
      // Both records are read at once: a start waits for the slower of the two, not for their sum.
      const [kept, snapshotText] = await Promise.all([
        firstCopy.read().catch(() => null),
        snapshot ? snapshot.readText().catch(() => null) : null,
      ]);
      const hasSnapshot = snapshotText !== null;
      const cached = hasSnapshot ? [] : keptRows(kept);
      if (!hasSnapshot && cached.length === 0) {
        // A first copy (or one to be read back from RxDB): the UI asks the server meanwhile.
        publish({ phase: 'syncing' });
        opening = openEngine(config, (await asksFirstCopyEarly(config)) ? askFirstCopy(config) : undefined);
        await opening;
        return;
      }
      if (hasSnapshot) handOverSnapshot(snapshotText);
      else queue(cached, [], { fromSnapshot: true });
      flush({ phase: 'ready', copy: kept === null ? 'stored' : 'handed' });
      // What this worker holds serves the reconcile, which comes later: the text is parsed then (heldRows).
      if (hasSnapshot) unparsedSnapshot = snapshotText;
      const deferred = new Promise<void>((resolve) => {
        openNow = resolve;
        setTimeout(resolve, ENGINE_DEFER_MS);
      });
      opening = deferred.then(() => {
        openNow = null;
        readEarly = null;
        return openEngine(config);
      });
      readEarly = earlyReader(config);
      // Started from the snapshot: a failure to open the device database still has to be told.
      opening.catch((error: unknown) =>
        publish({ storageError: error instanceof Error ? error.message : String(error) }),
      );
    },
    async setSession(handedOver) {
      session = handedOver;
      // Not urgent: the member's favorites can follow the first screen by a moment.
      const applying = sessionApplied.then(async () => (await running(false)).setSession(handedOver));
      sessionApplied = applying.catch(() => undefined);
      await applying;
      realtime?.setSession(handedOver);
      // Signing in or out changes what the device holds for the member.
      publish({ memberVersion: status.memberVersion + 1 });
    },
    async listing(id) {
      const kept = whole.get(id);
      if (kept) return kept;
      const row = await detailReads.run(async () => (await readEarly?.(id)) ?? (await running()).listing(id));
      if (row && 'text_post' in row) {
        whole.set(id, row);
        if (whole.size > WHOLE_LISTINGS_KEPT) whole.delete(whole.keys().next().value as number);
      }
      return row;
    },
    toggleFavorite: async (listingId) => (await forMember(true)).toggleFavorite(listingId),
    // Reads of the member's data wait for the deferred start; actions and detail pages do not.
    favoriteListingIds: async () => (await forMember(false)).favoriteListingIds(),
    saveAlert: async (fields) => (await forMember(true)).saveAlert(fields),
    deleteAlert: async () => (await forMember(true)).deleteAlert(),
    savedAlert: async () => (await forMember(false)).savedAlert(),
    saveSearch: async (id, fields) => (await forMember(true)).saveSearch(id, fields),
    setSearchEnabled: async (id, isOn) => (await forMember(true)).setSearchEnabled(id, isOn),
    deleteSearch: async (id) => (await forMember(true)).deleteSearch(id),
    savedSearches: async () => (await forMember(false)).savedSearches(),
    setFollowUp: async (listingId, fields) => (await forMember(true)).setFollowUp(listingId, fields),
    followUps: async () => (await forMember(false)).followUps(),
    saveReplyTemplate: async (id, fields) => (await forMember(true)).saveReplyTemplate(id, fields),
    deleteReplyTemplate: async (id) => (await forMember(true)).deleteReplyTemplate(id),
    replyTemplates: async () => (await forMember(false)).replyTemplates(),
    resync: () => engine?.resync(),
    async clearEverything() {
      queue([], [...heldRows().keys()]);
      if (snapshotTimer) clearTimeout(snapshotTimer);
      snapshotTimer = null;
      await snapshot?.clear();
      publish({ phase: 'syncing', pulled: 0, copy: 'none' });
      await (await running()).clearEverything();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (snapshotTimer) clearTimeout(snapshotTimer);
      records?.close();
      realtime?.close();
      await opening?.catch(() => undefined);
      await earlyKeeps.idle(STOP_WAITS_FOR_KEEPS_MS);
      await engine?.close();
    },
  };
}

/** The listings of a kept first copy, for a start whose snapshot was not written yet. */
function keptRows(kept: string | null): ListingRow[] {
  if (kept === null) return [];
  try {
    const copy = decodeCopy(kept);
    return copy ? copyRows(copy) : [];
  } catch {
    return [];
  }
}
