// The sync worker's core (the worker entry only exposes it): RxDB databases on the given storage, the
// replications with the REST feeds, and the member's writes. Listings replicate pull-only into one
// database; a member's favorites and alert replicate both ways into a database of their own, which
// signing out removes whole (nothing of it is pushed as a deletion). Checkpoints are (modified, id);
// pulls read the horizon-guarded feeds, so a slow server transaction is waited for, never skipped.
// Conflicts: a favorite or alert write from the device replaces the server's (last write wins, named
// and tested): a toggle is a member's latest intent, and both devices then pull the same final row.
// A favorite's follow-up (status, viewing, note) travels with its favorite, and reply templates replicate
// the same way (follow-up-store.ts), under the same rule; so do a member's saved searches (up to five, the
// first being the one alert they had; saved-search-store.ts).
import { Subject } from 'rxjs';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { FollowUp, FollowUpFields } from '../../src/domain/follow-up/follow-up.ts';
import type { ReplyTemplate, ReplyTemplateFields } from '../../src/domain/follow-up/reply-templates.ts';
import {
  favoriteDocument,
  favoritePushRow,
  listingDocument,
  listingRowOf,
  replyTemplateDocument,
  replyTemplatePushRow,
  savedAlertDocument,
  savedAlertPushRow,
  type FavoriteFeedRow,
  type ListingFeedRow,
  LISTING_FEED_COLUMNS,
  type ReplyTemplateFeedRow,
  type SavedAlertFeedRow,
} from './documents.ts';
import { copyRows, decodeCopy, FirstCopyRecord, type DecodedCopy } from './first-copy.ts';
import {
  favoriteId,
  favoriteMigrations,
  favoriteSchema,
  NEW_FOLLOW_UP,
  type FavoriteDocument,
} from './favorite.schema.ts';
import { followUpsOf, removeTemplate, templatesOf, writeFollowUp, writeTemplate } from './follow-up-store.ts';
import { listingMigrations, listingSchema, type ListingDocument } from './listing.schema.ts';
import { WorkInFlight } from './work-in-flight.ts';
import type { IdbRecordStore } from './idb-record-store.ts';
import { databasePrefix, listingsDatabaseName } from './listings-database.ts';
import { PendingChanges } from './pending-changes.ts';
import { replyTemplateSchema, type ReplyTemplateDocument } from './reply-template.schema.ts';
import { RestFeed, type Checkpoint } from './rest-feed.ts';
import { savedAlertMigrations, savedAlertSchema, type SavedAlertDocument } from './saved-alert.schema.ts';
import {
  newSearchId,
  removeSearch,
  searchesOf,
  switchSearch,
  writeSearch,
  type SearchFields,
} from './saved-search-store.ts';

export type SyncEvent =
  | { type: 'progress'; pulled: number; expected: number }
  | { type: 'error'; kind: 'network' | 'storage'; message: string }
  | { type: 'listings-changed'; upserts: ListingRow[]; removals: number[] }
  /** The server's compact copy has arrived whole: every listing, before RxDB has finished storing them. */
  | { type: 'copy-arrived'; rows: ListingRow[] }
  /** RxDB has stored every listing of the copy (their ids): from here on it holds what the server served. */
  | { type: 'copy-stored'; ids: number[] }
  | { type: 'member-changed' }
  | { type: 'pending'; count: number };

export type Session = { userId: string; accessToken: string };

export type SyncEngineOptions = {
  url: string;
  anonKey: string;
  storage: RxStorage<unknown, unknown>;
  /** Prefix of the databases' names, so tests and tabs of other origins keep apart. */
  name?: string;
  fetchImpl?: typeof fetch;
  retryDelaysMs?: readonly number[];
  batchSize?: number;
  /** Several tabs share the databases; only the elected leader replicates. */
  multiInstance?: boolean;
  /** How long a failed replication waits before it tries again (RxDB's retryTime). */
  retryTimeMs?: number;
  onEvent?: (event: SyncEvent) => void;
  /** Whether a first pull takes the server's compact copy (listings-snapshot); true unless set false. */
  useSnapshot?: boolean;
  /** Where the member's unconfirmed changes are counted across visits; without it, in memory only. */
  records?: IdbRecordStore | null;
  /**
   * The server's compact copy, already asked for before the engine opened (a new device's sync service asks
   * at once, while RxDB's code loads): the first pull takes it instead of asking again.
   */
  firstCopyText?: Promise<string | null>;
};

type ListingCollections = { listings: RxCollection<ListingDocument> };
type MemberCollections = {
  favorites: RxCollection<FavoriteDocument>;
  saved_alerts: RxCollection<SavedAlertDocument>;
  reply_templates: RxCollection<ReplyTemplateDocument>;
};
type Replication = RxReplicationState<unknown, Checkpoint>;

const RETRY_TIME_MS = 5000;
/** How long closing waits for listings read whole to be written (a stalled disk must not hold a sign-out). */
const CLOSE_WAITS_FOR_KEEPS_MS = 3_000;
/**
 * The first copy is stored this many documents a write, each write followed by a pause as long as it took:
 * one write of 20,000 documents held IndexedDB (and a listing opened meanwhile) for seconds and kept a core
 * busy while a new user taps around; in parts, the store takes at most half a core, and a listing opened
 * meanwhile reads and writes between two parts.
 */
export const COPY_WRITE_CHUNK = 500;
// A device that kept listings or a member's alert under an older schema moves them to the current one on open.
addRxPlugin(RxDBMigrationSchemaPlugin);
const DB_NAME = /[^a-z0-9-]/g;

export class SyncEngine {
  private listingsDb!: RxDatabase<ListingCollections>;
  /** Whether every listing has been on this device since the engine opened (the first pull finished). */
  private hasPulledListingsOnce = false;
  /** Listings read whole (their text) and answered, while their write waits its turn (keepWhole). */
  private readonly wholeBeingStored = new Map<number, ListingDocument>();
  /** Those listings' writes, which closing waits for (a listing read whole is not lost to a reload). */
  private readonly keepsInFlight = new WorkInFlight();
  /**
   * The copy's checkpoint: RxDB writes it once the pull that brought the copy returns, a moment after the
   * copy is stored, and does not await the write (even its first pull counts as done before). Closing in that
   * moment dropped it, as a cancelled replication writes no checkpoint, and the next start downloaded the
   * whole copy again; closing waits until the replication is in sync (bounded: offline it may not get there).
   */
  private readonly checkpointAfterCopy = new WorkInFlight();
  private memberDb: RxDatabase<MemberCollections> | null = null;
  private session: Session | null = null;
  private pending: PendingChanges | null = null;
  private readonly replications = {
    listings: null as Replication | null,
    favorites: null as Replication | null,
    alert: null as Replication | null,
    templates: null as Replication | null,
  };
  private readonly resync$ = new Subject<'RESYNC'>();
  private readonly feed: RestFeed;
  private readonly prefix: string;
  private readonly firstCopy: FirstCopyRecord;
  /** Whether a copy that arrived this session is still being stored. */
  private isStoringCopy = false;
  /** The compact copy asked for before the engine opened, until the first pull takes it. */
  private earlyCopyText: Promise<string | null> | undefined;
  private pulled = 0;
  private expected = 0;

  private constructor(private readonly options: SyncEngineOptions) {
    this.prefix = databasePrefix(options.name);
    this.earlyCopyText = options.firstCopyText;
    this.firstCopy = new FirstCopyRecord(options.records ?? null);
    this.feed = new RestFeed({
      url: options.url,
      anonKey: options.anonKey,
      accessToken: () => this.session?.accessToken ?? null,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
  }

  static async open(options: SyncEngineOptions): Promise<SyncEngine> {
    const engine = new SyncEngine(options);
    await engine.openListings();
    return engine;
  }

  /** Bytes and requests received so far, for the sync benchmark. */
  get traffic(): { bytes: number; requests: number } {
    return { bytes: this.feed.bytesReceived, requests: this.feed.requests };
  }

  /**
   * A device's first pull: the server's compact copy (or the one kept from before a reload), handed to the
   * query worker at once and then stored in parts. The replication gets only its last listing with the copy's
   * checkpoint, so that RxDB writes the checkpoint without a second write of every document; the pages after
   * the checkpoint follow in the next round. Null when the server has no copy.
   */
  private async compactCopy(): Promise<{ documents: ListingDocument[]; checkpoint: Checkpoint } | null> {
    const copy = await this.keptOrDownloadedCopy();
    if (!copy) return null;
    const { documents, checkpoint } = copy;
    this.pulled += documents.length;
    this.emit({ type: 'progress', pulled: this.pulled, expected: Math.max(this.expected, this.pulled) });
    this.emit({ type: 'copy-arrived', rows: copyRows(copy) });
    this.isStoringCopy = true;
    try {
      await this.storeCopy(documents);
      await this.firstCopy.clear();
    } finally {
      this.isStoringCopy = false;
    }
    this.emit({ type: 'copy-stored', ids: documents.map((document) => document.id) });
    void this.checkpointAfterCopy.run(async () => this.replications.listings?.awaitInSync()).catch(() => undefined);
    setTimeout(() => this.resync(), 0);
    const last = documents.at(-1);
    return { documents: last ? [{ ...last, _deleted: false } as ListingDocument] : [], checkpoint };
  }

  /** The copy kept on the device from an earlier start, else the server's, kept before anything is shown of it. */
  private async keptOrDownloadedCopy(): Promise<DecodedCopy | null> {
    const kept = await this.firstCopy.read().catch(() => null);
    if (kept !== null) {
      try {
        const copy = decodeCopy(kept);
        if (copy) return copy;
      } catch {
        // Unreadable (an older format): the server's copy replaces it.
      }
      await this.firstCopy.clear();
    }
    const early = this.earlyCopyText;
    this.earlyCopyText = undefined;
    // Asked for early and failed, it is asked for again, with the feed's retries.
    const text = await (early ? early.catch(() => this.feed.snapshotText()) : this.feed.snapshotText());
    if (text === null) return null;
    const copy = decodeCopy(text);
    if (!copy) return null;
    // Kept before it is handed over: what the device shows must survive a reload (a full disk only costs that).
    await this.storageWrite(() => this.firstCopy.save(text)).catch(() => undefined);
    return copy;
  }

  /**
   * Writes the copy's documents in parts, keeping what the device already holds as new or newer. Each part
   * is inserted as it is: RxDB reads every key once for its own conflict check and answers a document the
   * device holds with the stored one, which is replaced only when older. Looking the part up first read every
   * key a second time: without that read, the sync worker's busy time while storing 20,000 fell from 8.1 to
   * 7.1 s in a profile, so less of a phone's cores go to the store while its owner taps around.
   */
  private async storeCopy(documents: ListingDocument[]): Promise<void> {
    const listings = this.listingsDb.listings;
    for (let start = 0; start < documents.length; start += COPY_WRITE_CHUNK) {
      const part = documents.slice(start, start + COPY_WRITE_CHUNK);
      const started = performance.now();
      const inserted = await this.storageWrite(() => listings.bulkInsert(part));
      // Upserted as the copy has them (the rows RxDB hands back carry its own bookkeeping fields).
      const held = new Set(
        inserted.error.flatMap((error) =>
          error.status === 409 && error.documentInDb.modified < error.writeRow.document.modified
            ? [error.documentId]
            : [],
        ),
      );
      const newer = held.size > 0 ? part.filter((document) => held.has(document.key)) : [];
      if (newer.length > 0) await this.storageWrite(() => listings.bulkUpsert(newer));
      await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
    }
  }

  /** Whether the device holds a first copy that RxDB has not finished storing. */
  async isCopyPending(): Promise<boolean> {
    return this.isStoringCopy || (await this.firstCopy.read().catch(() => null)) !== null;
  }

  private emit(event: SyncEvent): void {
    this.options.onEvent?.(event);
  }

  private async openListings(): Promise<void> {
    this.listingsDb = await createRxDatabase<ListingCollections>({
      name: listingsDatabaseName(this.prefix),
      storage: this.options.storage,
      multiInstance: this.options.multiInstance ?? false,
    });
    await this.listingsDb.addCollections({
      listings: { schema: listingSchema, migrationStrategies: listingMigrations },
    });
    this.listingsDb.listings.$.subscribe((change) => {
      const document = change.documentData as ListingDocument & { _deleted?: boolean };
      if (change.operation === 'DELETE' || document._deleted)
        this.emit({ type: 'listings-changed', upserts: [], removals: [document.id] });
      else this.emit({ type: 'listings-changed', upserts: [listingRowOf(document)], removals: [] });
    });
    // The total only feeds the progress bar: it must not hold up the device's own listings (offline, its
    // retries would take seven seconds).
    void this.feed
      .count('full_details_housing', '_deleted=is.false')
      .then((total) => (this.expected = total))
      .catch(() => undefined);
    // Named by the schema's version: a version that adds fields starts over from a fresh first copy, since
    // the server's rows, and so the checkpoint, do not change for fields the device did not keep before.
    this.replications.listings = this.replicate(this.listingsDb.listings, `listings-v${listingSchema.version}`, {
      pull: async (checkpoint, batchSize) => {
        // A device's first pull takes the server's compact copy in one answer, then goes on from its checkpoint.
        if (checkpoint === undefined && this.options.useSnapshot !== false) {
          const copy = await this.compactCopy();
          if (copy) return copy;
        }
        const rows = await this.feed.page<ListingFeedRow>(
          'full_details_housing',
          checkpoint,
          batchSize,
          true,
          LISTING_FEED_COLUMNS,
        );
        this.pulled += rows.filter((row) => !row._deleted).length;
        this.emit({ type: 'progress', pulled: this.pulled, expected: Math.max(this.expected, this.pulled) });
        const last = rows.at(-1);
        return {
          documents: rows.map(listingDocument),
          checkpoint: last ? { modified: last._modified, id: String(last.id) } : checkpoint,
        };
      },
    });
  }

  private replicate(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one replication helper serves three document types
    collection: RxCollection<any>,
    kind: string,
    handlers: {
      pull: (
        checkpoint: Checkpoint | undefined,
        batchSize: number,
      ) => Promise<{ documents: unknown[]; checkpoint: Checkpoint | undefined }>;
      push?: (rows: unknown[]) => Promise<void>;
    },
  ): Replication {
    const replication = replicateRxCollection<unknown, Checkpoint>({
      collection: collection as never,
      replicationIdentifier: `${kind}-${this.options.url}`,
      live: true,
      retryTime: this.options.retryTimeMs ?? RETRY_TIME_MS,
      waitForLeadership: this.options.multiInstance ?? false,
      pull: {
        batchSize: this.options.batchSize ?? 1000,
        handler: async (checkpoint, batchSize) => {
          const page = await handlers.pull(checkpoint, batchSize);
          return { documents: page.documents as never[], checkpoint: page.checkpoint ?? { modified: -1, id: '' } };
        },
        stream$: this.resync$.asObservable(),
      },
      ...(handlers.push
        ? {
            push: {
              batchSize: 100,
              handler: async (rows) => {
                await handlers.push?.(rows.map((row) => row.newDocumentState));
                // Last write wins: the device's write replaced the server's, so nothing conflicts.
                return [];
              },
            },
          }
        : {}),
    });
    replication.error$.subscribe((error) => this.emit({ type: 'error', kind: 'network', message: error.message }));
    return replication as Replication;
  }

  /** Signs a member in on this device (or refreshes their token); null signs out. */
  async setSession(session: Session | null): Promise<void> {
    if (session && this.session?.userId === session.userId) {
      this.session = session;
      return;
    }
    if (this.session) await this.signOut();
    if (!session) return;
    this.session = session;
    this.pending = new PendingChanges(this.options.records ?? null, `pending-${session.userId}`, (count) =>
      this.emit({ type: 'pending', count }),
    );
    await this.pending.load();
    this.memberDb = await createRxDatabase<MemberCollections>({
      name: `${this.prefix}-member-${session.userId.toLowerCase().replace(DB_NAME, '')}`,
      storage: this.options.storage,
      multiInstance: this.options.multiInstance ?? false,
    });
    await this.memberDb.addCollections({
      favorites: { schema: favoriteSchema, migrationStrategies: favoriteMigrations },
      saved_alerts: { schema: savedAlertSchema, migrationStrategies: savedAlertMigrations },
      reply_templates: { schema: replyTemplateSchema },
    });
    this.memberDb.favorites.$.subscribe(() => this.emit({ type: 'member-changed' }));
    this.memberDb.saved_alerts.$.subscribe(() => this.emit({ type: 'member-changed' }));
    this.memberDb.reply_templates.$.subscribe(() => this.emit({ type: 'member-changed' }));
    this.replications.favorites = this.replicate(this.memberDb.favorites, `favorites-${session.userId}`, {
      pull: async (checkpoint, batchSize) => {
        const rows = await this.feed.page<FavoriteFeedRow>('favorites_feed', checkpoint, batchSize, false);
        const last = rows.at(-1);
        return {
          documents: rows.map(favoriteDocument),
          checkpoint: last ? { modified: last._modified, id: last.id } : checkpoint,
        };
      },
      push: async (documents) => {
        const rows = documents as Array<FavoriteDocument & { _deleted: boolean }>;
        await this.feed.upsert('favorites', rows.map(favoritePushRow), 'id');
        await this.pending?.done(rows.map((row) => `favorites:${row.id}`));
      },
    });
    this.replications.alert = this.replicate(this.memberDb.saved_alerts, `alert-${session.userId}`, {
      pull: async (checkpoint, batchSize) => {
        const rows = await this.feed.page<SavedAlertFeedRow>('saved_filters_feed', checkpoint, batchSize, false);
        const last = rows.at(-1);
        return {
          documents: rows.map(savedAlertDocument),
          checkpoint: last ? { modified: last._modified, id: last.id } : checkpoint,
        };
      },
      push: async (documents) => {
        const rows = documents as Array<SavedAlertDocument & { _deleted: boolean }>;
        await this.feed.upsert('saved_filters', rows.map(savedAlertPushRow), 'id');
        await this.pending?.done(rows.map((row) => `alert:${row.id}`));
      },
    });
    this.replications.templates = this.replicate(this.memberDb.reply_templates, `templates-${session.userId}`, {
      pull: async (checkpoint, batchSize) => {
        const rows = await this.feed.page<ReplyTemplateFeedRow>('reply_templates_feed', checkpoint, batchSize, false);
        const last = rows.at(-1);
        return {
          documents: rows.map(replyTemplateDocument),
          checkpoint: last ? { modified: last._modified, id: last.id } : checkpoint,
        };
      },
      push: async (documents) => {
        const rows = documents as Array<ReplyTemplateDocument & { _deleted: boolean }>;
        await this.feed.upsert('reply_templates', rows.map(replyTemplatePushRow), 'id');
        await this.pending?.done(rows.map((row) => `templates:${row.id}`));
      },
    });
  }

  private member(): { session: Session; db: RxDatabase<MemberCollections> } {
    if (!this.session || !this.memberDb) throw new Error('No member is signed in on this device');
    return { session: this.session, db: this.memberDb };
  }

  private async storageWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const name = (error as { name?: string }).name ?? '';
      if (name === 'QuotaExceededError' || /quota/i.test((error as Error).message))
        this.emit({ type: 'error', kind: 'storage', message: 'This device has no room left to save data.' });
      throw error;
    }
  }

  /** A write of the member's data, counted as waiting for the server until its push is done. */
  private async memberWrite<T>(pendingKey: string, write: () => Promise<T>): Promise<T> {
    // Counted before the write: online, its push (perhaps another tab's) may be done before the write
    // call returns, and must find it on the list.
    await this.pending?.add(pendingKey);
    try {
      return await this.storageWrite(write);
    } catch (error) {
      await this.pending?.done([pendingKey]);
      throw error;
    }
  }

  /** Favorites or unfavorites a listing on this device; it reaches the server when the network allows. */
  async toggleFavorite(listingId: number): Promise<boolean> {
    const { session, db } = this.member();
    const id = favoriteId(session.userId, listingId);
    // Incremental writes: a pull may write the same document between our read and our write, and
    // RxDB then retries ours on the newer revision instead of failing with a conflict.
    return this.memberWrite(`favorites:${id}`, async () => {
      const existing = await db.favorites.findOne(id).exec();
      if (existing) {
        await existing.incrementalRemove();
        return false;
      }
      await db.favorites.incrementalUpsert({
        id,
        listing_id: listingId,
        created_at: new Date().toISOString(),
        updated_at: null,
        ...NEW_FOLLOW_UP,
        modified: 0,
      });
      return true;
    });
  }

  async favoriteListingIds(): Promise<number[]> {
    if (!this.memberDb) return [];
    return (await this.memberDb.favorites.find().exec()).map((document) => document.listing_id).sort((a, b) => a - b);
  }

  /** Sets the status, viewing and note of a favorite on this device; they reach the server with the favorite. */
  async setFollowUp(listingId: number, fields: FollowUpFields): Promise<void> {
    const { session, db } = this.member();
    const id = favoriteId(session.userId, listingId);
    await this.memberWrite(`favorites:${id}`, () => writeFollowUp(db.favorites, id, fields));
  }

  async followUps(): Promise<FollowUp[]> {
    return this.memberDb ? followUpsOf(this.memberDb.favorites) : [];
  }

  /** Saves one of the member's reply templates (a new one when `id` is null); resolves to its id. */
  async saveReplyTemplate(id: string | null, fields: ReplyTemplateFields): Promise<string> {
    const { db } = this.member();
    const templateId = id ?? crypto.randomUUID();
    return this.memberWrite(`templates:${templateId}`, () => writeTemplate(db.reply_templates, templateId, fields));
  }

  async deleteReplyTemplate(id: string): Promise<void> {
    const { db } = this.member();
    await this.memberWrite(`templates:${id}`, () => removeTemplate(db.reply_templates, id));
  }

  async replyTemplates(): Promise<ReplyTemplate[]> {
    return this.memberDb ? templatesOf(this.memberDb.reply_templates) : [];
  }

  /** Saves the member's first search (the one alert of onboarding and of members without Premium). */
  async saveAlert(fields: SearchFields): Promise<void> {
    const { session, db } = this.member();
    const first = (await searchesOf(db.saved_alerts, session.userId))[0];
    await this.saveSearch(first?.id ?? null, fields);
  }

  async deleteAlert(): Promise<void> {
    const { session, db } = this.member();
    const first = (await searchesOf(db.saved_alerts, session.userId))[0];
    if (first) await this.deleteSearch(first.id);
  }

  /** The member's first search (what onboarding and the listings' first filters read), or null. */
  async savedAlert(): Promise<SavedAlertDocument | null> {
    return (await this.savedSearches())[0] ?? null;
  }

  /** Saves one of the member's searches, a new one when `id` is null; resolves to its id. */
  async saveSearch(id: string | null, fields: SearchFields): Promise<string> {
    const { session, db } = this.member();
    // Chosen before the write, so that it is counted as waiting before its push can confirm it.
    const searchId = id ?? (await newSearchId(db.saved_alerts, session.userId));
    await this.memberWrite(`alert:${searchId}`, () => writeSearch(db.saved_alerts, searchId, fields));
    return searchId;
  }

  async setSearchEnabled(id: string, isOn: boolean): Promise<void> {
    const { db } = this.member();
    await this.memberWrite(`alert:${id}`, () => switchSearch(db.saved_alerts, id, isOn));
  }

  async deleteSearch(id: string): Promise<void> {
    const { db } = this.member();
    await this.memberWrite(`alert:${id}`, () => removeSearch(db.saved_alerts, id));
  }

  /** The member's searches on this device, in the alert page's order. */
  async savedSearches(): Promise<SavedAlertDocument[]> {
    if (!this.session || !this.memberDb) return [];
    return searchesOf(this.memberDb.saved_alerts, this.session.userId);
  }

  /** Every listing on the device, as the query worker indexes them. */
  async allListings(): Promise<ListingRow[]> {
    return (await this.listingsDb.listings.find().exec()).map((document) =>
      listingRowOf(document.toJSON() as ListingDocument),
    );
  }

  /** One listing with all its fields, or null when the device does not hold it. */
  async listing(id: number): Promise<ListingRow | null> {
    const document = await this.listingsDb.listings.findOne(String(id)).exec();
    const stored = document ? (document.toJSON() as ListingDocument) : null;
    // Whole (its text pulled): the device's own. From the compact copy (no text key at all): the rest is read
    // when the listing is first opened and kept, so it opens offline from then on; offline, the card's fields
    // are what there is. Not on the device (during the first copy, or newer than the last pull, as a room a
    // notification announced a moment ago): read on its own, not waited for.
    if (stored && 'text_post' in stored) return listingRowOf(stored);
    const beingStored = this.wholeBeingStored.get(id);
    if (beingStored) return listingRowOf(beingStored);
    let row: ListingFeedRow | null;
    try {
      row = await this.feed.row<ListingFeedRow>('full_details_housing', id, LISTING_FEED_COLUMNS);
    } catch (error) {
      if (stored) return listingRowOf(stored);
      // Offline after a complete copy: the device knows no such listing.
      if (this.hasPulledListingsOnce) return null;
      throw error;
    }
    if (!row || row._deleted) return stored ? listingRowOf(stored) : null;
    const { _deleted, ...whole } = listingDocument(row);
    if (stored) this.keepWhole(id, whole);
    return listingRowOf(whole);
  }

  /** Keeps a listing read whole before the engine opened (the service's early read), if the device holds it. */
  async keepWholeListing(row: ListingFeedRow): Promise<void> {
    const { _deleted, ...whole } = listingDocument(row);
    if (_deleted) return;
    const document = await this.listingsDb.listings.findOne(String(whole.id)).exec();
    if (document && !('text_post' in document.toJSON())) this.keepWhole(whole.id, whole);
  }

  /**
   * Keeps a listing read whole for offline use, after the answer: the write waits behind the replication's
   * (a pull's page, a part of the first copy), which held the listing's page 50 ms and more. Until it is
   * stored, the listing is answered from here.
   */
  private keepWhole(id: number, whole: ListingDocument): void {
    this.wholeBeingStored.set(id, whole);
    void this.keepsInFlight
      .run(() => this.storageWrite(() => this.listingsDb.listings.upsert(whole)))
      .catch((error: unknown) => console.warn('A listing read whole could not be kept for offline use', error))
      .finally(() => this.wholeBeingStored.delete(id));
  }

  async listingCount(): Promise<number> {
    return this.listingsDb.listings.count().exec();
  }

  /** Asks every replication to catch up now (online again, page visible, a realtime event, the timer). */
  resync(): void {
    this.resync$.next('RESYNC');
  }

  /** Resolves once the listings' first pull since this engine opened has finished. */
  async awaitListingsPulledOnce(): Promise<void> {
    await this.replications.listings?.awaitInitialReplication();
    this.hasPulledListingsOnce = true;
  }

  /** Resolves when every running replication has nothing left to pull or push. */
  async awaitInSync(): Promise<void> {
    for (const replication of Object.values(this.replications)) if (replication) await replication.awaitInSync();
  }

  /** Removes the member's favorites, alert and templates from this device; listings stay. */
  async signOut(): Promise<void> {
    for (const kind of ['favorites', 'alert', 'templates'] as const) {
      await this.replications[kind]?.cancel();
      this.replications[kind] = null;
    }
    await this.memberDb?.remove();
    await this.pending?.forget();
    this.pending = null;
    this.memberDb = null;
    this.session = null;
  }

  /** 'Clear Cache & Retry': everything on this device goes, and listings are pulled again from the start. */
  async clearEverything(): Promise<void> {
    const session = this.session;
    await this.signOut();
    await this.replications.listings?.cancel();
    await this.listingsDb.remove();
    await this.firstCopy.clear();
    this.pulled = 0;
    await this.openListings();
    if (session) await this.setSession(session);
  }

  async close(): Promise<void> {
    // Both at once: a stalled disk and no network hold a close for one bound, not two.
    await Promise.all([
      this.keepsInFlight.idle(CLOSE_WAITS_FOR_KEEPS_MS),
      this.checkpointAfterCopy.idle(CLOSE_WAITS_FOR_KEEPS_MS),
    ]);
    for (const replication of Object.values(this.replications)) await replication?.cancel();
    this.pending?.close();
    await this.memberDb?.close();
    await this.listingsDb.close();
  }
}
