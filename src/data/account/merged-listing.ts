// Where a cross-posted copy went: ingestion merges the same offer posted in several groups into one listing
// and keeps each copy's row with duplicate_of naming it. A link to a copy (an old alert, a shared link, a
// bookmark) opens the listing it was merged into. Devices never hold copies, so the server is asked, and
// only for a listing the device does not know.
import { useEffect, useState } from 'react';
import { supabaseClient } from '../backend/lazy-supabase.ts';

/** The listing `id` was merged into, or null when it is no copy (or the server does not know it). */
export async function fetchMergedInto(id: number): Promise<number | null> {
  const { data, error } = await (
    await supabaseClient()
  )
    .from('full_details_housing')
    .select('duplicate_of')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  const into = (data as { duplicate_of?: unknown } | null)?.duplicate_of;
  return typeof into === 'number' && Number.isSafeInteger(into) && into > 0 && into !== id ? into : null;
}

export type MergedInto = { status: 'idle' | 'asking' | 'none' } | { status: 'merged'; into: number };

/** Asks, once `shouldAsk` turns true, whether listing `id` is a copy; a failed question counts as no answer. */
export function useMergedInto(id: number, shouldAsk: boolean): MergedInto {
  const [answer, setAnswer] = useState<{ id: number; result: MergedInto } | null>(null);
  useEffect(() => {
    if (!shouldAsk) return;
    let isCurrent = true;
    fetchMergedInto(id)
      .then((into) => {
        if (isCurrent) setAnswer({ id, result: into === null ? { status: 'none' } : { status: 'merged', into } });
      })
      .catch(() => isCurrent && setAnswer({ id, result: { status: 'none' } }));
    return () => {
      isCurrent = false;
    };
  }, [id, shouldAsk]);
  if (!shouldAsk) return { status: 'idle' };
  return answer?.id === id ? answer.result : { status: 'asking' };
}
