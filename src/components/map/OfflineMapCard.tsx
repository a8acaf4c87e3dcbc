// 'Save the Amsterdam map for offline', on the map and on the account page: the size before anything is
// downloaded, a progress bar and Cancel while it is, then what is stored (the saved map, the areas viewed)
// and Remove. The storage estimate of the browser is asked first (src/data/offline-map/offline-map.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  NotEnoughSpaceError,
  offlineMapSize,
  offlineMapState,
  removeOfflineMap,
  saveOfflineMap,
  type OfflineMapState,
} from '../../data/offline-map/index.ts';
import { mapConfig } from '../../data/backend/index.ts';
import { LAND_BASEMAP_PATH } from '../../domain/constants.ts';
import { formatShortDate } from '../../domain/listings/format.ts';
import { mapText } from '../../i18n/messages.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { cn } from '../ui/cn.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

type Props = { className?: string };

type Phase =
  | { name: 'reading' }
  | { name: 'ready'; size: number | null; problem: string | null }
  | { name: 'saving'; size: number; received: number };

const megabytes = (bytes: number) => mapText.megabytes({ value: bytes / 1_000_000 });

/** The files the saved map is: the street basemap and, beneath the app's own street map, its land. */
async function mapFiles(): Promise<string[]> {
  const { config } = await mapConfig();
  return config.flavor === 'openmaptiles' ? [config.basemapUrl, LAND_BASEMAP_PATH] : [config.basemapUrl];
}

function problemText(error: unknown, size: number): string {
  if (!(error instanceof NotEnoughSpaceError)) return mapText.saveFailed;
  return error.free === null
    ? mapText.notEnoughSpaceUnknown({ size: megabytes(size) })
    : mapText.notEnoughSpace({ free: megabytes(error.free), size: megabytes(size) });
}

export function OfflineMapCard({ className }: Props) {
  const [files, setFiles] = useState<string[] | null>(null);
  const [stored, setStored] = useState<OfflineMapState>({ saved: null, viewedBytes: 0 });
  const [phase, setPhase] = useState<Phase>({ name: 'reading' });
  const abortRef = useRef<AbortController | null>(null);

  const refresh = useCallback(async (urls: string[], problem: string | null = null) => {
    const [state, size] = await Promise.all([offlineMapState(urls), offlineMapSize(urls)]);
    setStored(state);
    setPhase({ name: 'ready', size, problem });
  }, []);

  useEffect(() => {
    let isCurrent = true;
    void mapFiles().then((urls) => {
      if (!isCurrent) return;
      setFiles(urls);
      void refresh(urls);
    });
    return () => {
      isCurrent = false;
      abortRef.current?.abort();
    };
  }, [refresh]);

  const save = async (size: number) => {
    if (!files) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ name: 'saving', size, received: 0 });
    let problem: string | null = null;
    try {
      await saveOfflineMap(files, size, {
        signal: controller.signal,
        onProgress: (received) => setPhase({ name: 'saving', size, received }),
      });
    } catch (error) {
      if (!controller.signal.aborted) {
        console.warn('Saving the map for offline failed', error);
        problem = problemText(error, size);
      }
    }
    abortRef.current = null;
    await refresh(files, problem);
  };

  const remove = async () => {
    if (!files) return;
    await removeOfflineMap(files);
    await refresh(files);
  };

  const { saved, viewedBytes } = stored;
  return (
    <Card aria-labelledby="offline-map-heading" className={cn('flex flex-col items-start gap-3', className)}>
      <h2 id="offline-map-heading" className="text-lg font-semibold">
        {mapText.offlineHeading}
      </h2>
      {saved ? (
        <>
          <p className="text-slate-700">
            {mapText.mapSaved({
              size: megabytes(saved.bytes),
              date: formatShortDate(saved.savedAt, currentLanguage()) ?? '',
            })}
          </p>
          <Button variant="outline" onClick={() => void remove()}>
            {mapText.removeSavedMap}
          </Button>
        </>
      ) : null}
      {!saved && phase.name === 'ready' ? (
        <>
          <p className="text-slate-700">
            {phase.size === null ? mapText.saveMapSizeUnknown : mapText.saveMapSize({ size: megabytes(phase.size) })}
          </p>
          {phase.problem ? (
            <p role="alert" className="text-red-700">
              {phase.problem}
            </p>
          ) : null}
          <Button disabled={phase.size === null} onClick={() => phase.size !== null && void save(phase.size)}>
            {mapText.saveMap}
          </Button>
        </>
      ) : null}
      {phase.name === 'saving' ? (
        <>
          <p className="text-slate-700" aria-live="polite">
            {mapText.savingMap({ received: megabytes(phase.received), size: megabytes(phase.size) })}
          </p>
          <progress
            className="h-2 w-full accent-brand-700"
            aria-label={mapText.savingProgress}
            max={phase.size}
            value={phase.received}
          />
          <Button variant="outline" onClick={() => abortRef.current?.abort()}>
            {mapText.cancelSave}
          </Button>
        </>
      ) : null}
      {viewedBytes > 0 && !saved ? (
        <p className="text-sm text-slate-600">{mapText.viewedAreas({ size: megabytes(viewedBytes) })}</p>
      ) : null}
    </Card>
  );
}
