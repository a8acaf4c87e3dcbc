// Why a favorite's listing is no longer on the device: the server keeps a listing that became unavailable
// or was merged into another (a double) with its mark, and full_details_housing tells any session which.
import { useEffect, useState } from 'react';
import { supabaseClient } from '../backend/lazy-supabase.ts';

export type GoneReason = 'unavailable' | 'double' | 'unknown';

/** The reason per listing id; 'unknown' for ids the server no longer holds. Throws offline. */
export async function fetchGoneReasons(ids: readonly number[]): Promise<Map<number, GoneReason>> {
  const reasons = new Map<number, GoneReason>(ids.map((id) => [id, 'unknown']));
  if (ids.length === 0) return reasons;
  const { data, error } = await (
    await supabaseClient()
  )
    .from('full_details_housing')
    .select('id, is_unavailable_or_double')
    .in('id', [...ids]);
  if (error) throw new Error(error.message);
  for (const row of (data ?? []) as Array<{ id: number; is_unavailable_or_double: unknown }>) {
    const mark = row.is_unavailable_or_double;
    reasons.set(row.id, mark === 'double' ? 'double' : mark === 'unavailable' ? 'unavailable' : 'unknown');
  }
  return reasons;
}

/** The reasons for the given gone listings, asked once per set; 'unknown' until (or unless) the server says. */
export function useGoneReasons(ids: readonly number[]): (id: number) => GoneReason {
  const [reasons, setReasons] = useState<ReadonlyMap<number, GoneReason>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') return;
    let isCurrent = true;
    fetchGoneReasons(key.split(',').map(Number))
      .then((found) => isCurrent && setReasons(found))
      // Offline: the listing is gone from the device all the same; why is told once the server can say.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return (id) => reasons.get(id) ?? 'unknown';
}
