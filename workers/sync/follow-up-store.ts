// The member's follow-up on this device (issue 36): the status, viewing and note on each favorite, and the
// reply templates. Reads and writes of the member database's collections only; the engine counts each write
// as waiting for the server and replicates it like a favorite (last write wins).
import type { RxCollection } from 'rxdb/plugins/core';
import { followUpProblem, type FollowUp, type FollowUpFields } from '../../src/domain/follow-up/follow-up.ts';
import {
  templateProblem,
  TEMPLATES_PER_MEMBER,
  type ReplyTemplate,
  type ReplyTemplateFields,
} from '../../src/domain/follow-up/reply-templates.ts';
import type { FavoriteDocument } from './favorite.schema.ts';
import type { ReplyTemplateDocument } from './reply-template.schema.ts';

export class FollowUpRefused extends Error {}

function followUpOf(document: FavoriteDocument): FollowUp {
  return {
    listingId: document.listing_id,
    status: document.follow_up_status,
    viewingAt: document.viewing_at ?? null,
    note: document.note,
    createdAt: document.created_at ?? null,
  };
}

/** Every favorite on the device with its follow-up. */
export async function followUpsOf(favorites: RxCollection<FavoriteDocument>): Promise<FollowUp[]> {
  return (await favorites.find().exec()).map((document) => followUpOf(document.toJSON() as FavoriteDocument));
}

/** Sets the follow-up of a favorite; refused (nothing written) when the fields break the rules or it is no favorite. */
export async function writeFollowUp(
  favorites: RxCollection<FavoriteDocument>,
  id: string,
  fields: FollowUpFields,
): Promise<void> {
  const problem = followUpProblem(fields);
  if (problem) throw new FollowUpRefused(problem);
  const document = await favorites.findOne(id).exec();
  if (!document) throw new FollowUpRefused('notAFavorite');
  // Incremental: a pull may write the favorite between our read and our write; RxDB then patches the newer one.
  await document.incrementalPatch({
    follow_up_status: fields.status,
    viewing_at: fields.viewingAt,
    note: fields.note,
  });
}

function templateOf(document: ReplyTemplateDocument): ReplyTemplate {
  return { id: document.id, name: document.name, language: document.language, body: document.body };
}

/** The member's own templates, in the order they were made. */
export async function templatesOf(templates: RxCollection<ReplyTemplateDocument>): Promise<ReplyTemplate[]> {
  const documents = (await templates.find().exec()).map((document) => document.toJSON() as ReplyTemplateDocument);
  return documents
    .sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id))
    .map(templateOf);
}

/** Saves a template (a new one when `id` is null); returns its id. Refused over the rules or past the limit. */
export async function writeTemplate(
  templates: RxCollection<ReplyTemplateDocument>,
  id: string | null,
  fields: ReplyTemplateFields,
): Promise<string> {
  const problem = templateProblem(fields);
  if (problem) throw new FollowUpRefused(problem);
  const existing = id === null ? null : await templates.findOne(id).exec();
  if (existing) {
    await existing.incrementalPatch({ name: fields.name.trim(), language: fields.language, body: fields.body });
    return existing.id;
  }
  if ((await templates.count().exec()) >= TEMPLATES_PER_MEMBER) throw new FollowUpRefused('tooManyTemplates');
  const newId = id ?? crypto.randomUUID();
  await templates.insert({
    id: newId,
    name: fields.name.trim(),
    language: fields.language,
    body: fields.body,
    created_at: new Date().toISOString(),
    modified: 0,
  });
  return newId;
}

export async function removeTemplate(templates: RxCollection<ReplyTemplateDocument>, id: string): Promise<void> {
  const document = await templates.findOne(id).exec();
  if (document) await document.incrementalRemove();
}
