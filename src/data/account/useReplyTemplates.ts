// The member's reply templates as stored on this device (they work offline), with save and delete that
// reach the server later, like favorites.
import { useCallback } from 'react';
import type { ReplyTemplate, ReplyTemplateFields } from '../../domain/follow-up/reply-templates.ts';
import { dataWorkers, type DataWorkers } from '../workers/data-workers.ts';
import { useMemberData, type MemberData } from './useMemberData.ts';

export type ReplyTemplatesState = {
  status: MemberData<ReplyTemplate[]>['status'];
  templates: ReplyTemplate[];
  /** Resolves to the template's id (a new one's when `id` is null). */
  save(id: string | null, fields: ReplyTemplateFields): Promise<string>;
  remove(id: string): Promise<void>;
};

const NONE: ReplyTemplate[] = [];
const readTemplates = (sync: DataWorkers['sync']) => sync.replyTemplates();

export function useReplyTemplates(): ReplyTemplatesState {
  const { status, value } = useMemberData(readTemplates, NONE);
  const save = useCallback(
    async (id: string | null, fields: ReplyTemplateFields) => (await dataWorkers()).sync.saveReplyTemplate(id, fields),
    [],
  );
  const remove = useCallback(async (id: string) => (await dataWorkers()).sync.deleteReplyTemplate(id), []);
  return { status, templates: value, save, remove };
}
