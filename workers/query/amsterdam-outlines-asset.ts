// Amsterdam's neighbourhood and district outlines for the query worker, fetched as a file of their own
// (700 KB of coordinates, about 200 KB on the wire) the first time a question names a neighbourhood or
// district, never with the app: as a script chunk they would be precached on every device, a fifth of the
// service worker's budget for a filter most never use. The service worker keeps the file once read
// (sw/sw.ts, 'area-outlines'), so a neighbourhood chosen online still answers offline.
import outlinesAddress from '../../src/domain/areas/amsterdam-outlines.json?url';
import { outlinesOf, type AreaOutlines, type OutlineCatalogue } from '../../src/domain/areas/area-outlines.ts';

let loading: Promise<AreaOutlines> | null = null;

export function amsterdamOutlinesAsset(): Promise<AreaOutlines> {
  loading ??= fetch(outlinesAddress)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The neighbourhood outlines could not be read (${response.status})`);
      return outlinesOf((await response.json()) as OutlineCatalogue);
    })
    .catch((error: unknown) => {
      // Offline before the file was ever read: the next question tries again.
      loading = null;
      throw error;
    });
  return loading;
}
