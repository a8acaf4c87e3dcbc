// The member's favorites with their follow-up (status, viewing, note) as stored on this device, and the write
// that changes one there first; the sync worker takes it to the server when it can, like a favorite.
import { useCallback } from 'react';
import type { FollowUp, FollowUpFields } from '../../domain/follow-up/follow-up.ts';
import { dataWorkers, type DataWorkers } from '../workers/data-workers.ts';
import { useMemberData, type MemberData } from './useMemberData.ts';

export type FollowUpsState = {
  status: MemberData<FollowUp[]>['status'];
  followUps: FollowUp[];
  save(listingId: number, fields: FollowUpFields): Promise<void>;
};

const NONE: FollowUp[] = [];
const readFollowUps = (sync: DataWorkers['sync']) => sync.followUps();

export function useFollowUps(): FollowUpsState {
  const { status, value } = useMemberData(readFollowUps, NONE);
  const save = useCallback(
    async (listingId: number, fields: FollowUpFields) => (await dataWorkers()).sync.setFollowUp(listingId, fields),
    [],
  );
  return { status, followUps: value, save };
}
