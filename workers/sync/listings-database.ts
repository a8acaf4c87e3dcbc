// The name of the device's listings database, shared by the engine, which opens it with RxDB, and the sync
// service, which asks before RxDB's code has loaded whether this device ever held listings.
const UNSAFE_IN_NAMES = /[^a-z0-9-]/g;

/** The prefix of a device's databases: tests and tabs of other origins keep apart by it. */
export const databasePrefix = (name = 'roomradar') => name.toLowerCase().replace(UNSAFE_IN_NAMES, '-');

/** The RxDB database that holds the device's listings. */
export const listingsDatabaseName = (prefix: string) => `${prefix}-listings`;

/**
 * Whether the browser holds no IndexedDB database of RxDB's listings under this prefix (any schema version):
 * a device that never stored a listing. Unknown (a browser that cannot list its databases) counts as held.
 */
export async function holdsNoListings(factory: IDBFactory | undefined, prefix: string): Promise<boolean> {
  if (!factory || typeof factory.databases !== 'function') return false;
  // RxDB's Dexie storage names each collection's database rxdb-dexie-<database>--<version>--<collection>.
  const held = `rxdb-dexie-${listingsDatabaseName(prefix)}--`;
  const databases = await factory.databases().catch(() => null);
  return databases !== null && !databases.some(({ name }) => name?.startsWith(held));
}
