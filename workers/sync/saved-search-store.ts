// A member's saved searches on the device (collection saved_alerts; issue 36 item 5): listed in the alert
// page's order, saved (a new one gets an id that names its owner), switched on or off, deleted. Each write is
// the member's latest intent and replicates as the one alert did (last write wins, sync-engine.ts). The
// device refuses a search past the most a member may keep before anything is sent; the database holds the
// same limit for Premium and the spec's one alert for others (the page does not offer more to them).
import type { RxCollection } from 'rxdb/plugins/core';
import { inSearchOrder, MAX_SAVED_SEARCHES } from '../../src/domain/alerts/saved-searches.ts';
import { savedAlertId, savedSearchId, type SavedAlertDocument } from './saved-alert.schema.ts';

/** What a member writes of a search: its filters, name, channels and on/off (on and by e-mail unless said). */
export type SearchFields = Omit<
  SavedAlertDocument,
  'id' | 'modified' | 'created_at' | 'alerts_enabled' | 'alert_channels'
> &
  Partial<Pick<SavedAlertDocument, 'alerts_enabled' | 'alert_channels'>>;

/** A search the device would not save: past the most a member may keep. */
export class SearchRefused extends Error {
  constructor() {
    super(`A member keeps at most ${MAX_SAVED_SEARCHES} saved searches`);
    this.name = 'SearchRefused';
  }
}

/** The member's searches, first alert first, then oldest first. */
export async function searchesOf(
  searches: RxCollection<SavedAlertDocument>,
  userId: string,
): Promise<SavedAlertDocument[]> {
  const documents = (await searches.find().exec()).map((document) => document.toJSON() as SavedAlertDocument);
  return inSearchOrder(documents, savedAlertId(userId));
}

/**
 * The id a new search takes: the member's first takes the id the one alert had (two devices that make it
 * offline make one row), the others a random one that names the member.
 */
export async function newSearchId(searches: RxCollection<SavedAlertDocument>, userId: string): Promise<string> {
  const firstId = savedAlertId(userId);
  return (await searches.findOne(firstId).exec()) ? savedSearchId(userId) : firstId;
}

/** Saves the search `id`: changes it when the device holds it, else makes it, within the limit. */
export async function writeSearch(
  searches: RxCollection<SavedAlertDocument>,
  id: string,
  fields: SearchFields,
): Promise<void> {
  const existing = await searches.findOne(id).exec();
  if (existing) {
    await existing.incrementalModify((current) => ({
      ...current,
      ...fields,
      alerts_enabled: fields.alerts_enabled ?? current.alerts_enabled,
      alert_channels: fields.alert_channels ?? current.alert_channels,
    }));
    return;
  }
  if ((await searches.count().exec()) >= MAX_SAVED_SEARCHES) throw new SearchRefused();
  await searches.incrementalUpsert({
    ...fields,
    alerts_enabled: fields.alerts_enabled ?? true,
    alert_channels: fields.alert_channels ?? 'email',
    id,
    created_at: new Date().toISOString(),
    modified: 0,
  });
}

/** Switches a search's alerts on or off; a search the device does not hold is left alone. */
export async function switchSearch(
  searches: RxCollection<SavedAlertDocument>,
  id: string,
  isOn: boolean,
): Promise<void> {
  await (await searches.findOne(id).exec())?.incrementalPatch({ alerts_enabled: isOn });
}

export async function removeSearch(searches: RxCollection<SavedAlertDocument>, id: string): Promise<void> {
  await (await searches.findOne(id).exec())?.incrementalRemove();
}
