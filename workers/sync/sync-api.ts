// The contract between the main thread and the sync worker; both sides import these types.
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { FollowUp, FollowUpFields } from '../../src/domain/follow-up/follow-up.ts';
import type { ReplyTemplate, ReplyTemplateFields } from '../../src/domain/follow-up/reply-templates.ts';
import type { SavedAlertDocument } from './saved-alert.schema.ts';
import type { SearchFields } from './saved-search-store.ts';
import type { Session } from './sync-engine.ts';

export type SyncStatus = {
  /** 'ready' once the device has listings to show (stored earlier, or pulled now). */
  phase: 'starting' | 'syncing' | 'ready' | 'error';
  pulled: number;
  expected: number;
  /** Bumped whenever listings on the device change, so queries know to run again. */
  version: number;
  /** Bumped whenever the member's favorites (their follow-up too), alert or reply templates on the device change. */
  memberVersion: number;
  lastSyncedAt: string | null;
  networkError: string | null;
  storageError: string | null;
  /** The member's changes on this device that the server has not confirmed yet. */
  pendingChanges: number;
  /**
   * Where the device's copy of the listings stands: `none` yet; `handed`, every listing is with the query
   * worker (from the server's copy or the start-up snapshot) but the device database has not stored them all;
   * `stored`, the device database holds them, so a reload or a lost connection keeps them.
   */
  copy: CopyState;
};

export type CopyState = 'none' | 'handed' | 'stored';

/** What the sync worker reports before it has started. */
export const STARTING_STATUS: Readonly<SyncStatus> = Object.freeze({
  phase: 'starting',
  pulled: 0,
  expected: 0,
  version: 0,
  memberVersion: 0,
  lastSyncedAt: null,
  networkError: null,
  storageError: null,
  pendingChanges: 0,
  copy: 'none',
});

export type SyncConfig = {
  url: string;
  anonKey: string;
  /**
   * A first copy in feed pages of this many listings instead of the server's compact copy in one answer (as
   * from a server without listings-snapshot): the e2e tests make a demo-sized copy arrive in parts this way.
   */
  pageSize?: number;
};

/** What a member writes of a saved search (on and by e-mail unless said). */
export type AlertFields = SearchFields;

export type SyncWorkerApi = {
  /** Opens the databases, starts replicating, and streams listing changes into `changes`. */
  start(config: SyncConfig, changes: MessagePort, onStatus: (status: SyncStatus) => void): Promise<void>;
  setSession(session: Session | null): Promise<void>;
  /** One listing with every field, from this device; null when it does not hold it. */
  listing(id: number): Promise<ListingRow | null>;
  toggleFavorite(listingId: number): Promise<boolean>;
  favoriteListingIds(): Promise<number[]>;
  /** Sets a favorite's status, viewing and note; rejects (nothing written) when they break the rules. */
  setFollowUp(listingId: number, fields: FollowUpFields): Promise<void>;
  followUps(): Promise<FollowUp[]>;
  /** Saves a reply template, a new one when `id` is null; resolves to its id. */
  saveReplyTemplate(id: string | null, fields: ReplyTemplateFields): Promise<string>;
  deleteReplyTemplate(id: string): Promise<void>;
  replyTemplates(): Promise<ReplyTemplate[]>;
  /** Saves the member's first search (onboarding's alert). */
  saveAlert(fields: AlertFields): Promise<void>;
  deleteAlert(): Promise<void>;
  /** The member's first search, or null. */
  savedAlert(): Promise<SavedAlertDocument | null>;
  /** Saves a search, a new one when `id` is null (refused past the most a member keeps); resolves to its id. */
  saveSearch(id: string | null, fields: AlertFields): Promise<string>;
  setSearchEnabled(id: string, isOn: boolean): Promise<void>;
  deleteSearch(id: string): Promise<void>;
  /** The member's searches, first alert first, then oldest first. */
  savedSearches(): Promise<SavedAlertDocument[]>;
  resync(): void;
  clearEverything(): Promise<void>;
};
