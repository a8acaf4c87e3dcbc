// A member's reply template (table reply_templates). Its id is a random UUID made on the device, so a
// template written offline keeps it on the server; deleting sets _deleted, which replicates like favorites.
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { TEMPLATE_BODY_MAX_LENGTH, TEMPLATE_NAME_MAX_LENGTH } from '../../src/domain/follow-up/reply-templates.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';
import { nullableText } from './schema-fields.ts';

export const replyTemplateSchemaLiteral = {
  title: 'reply template',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    name: { type: 'string', maxLength: TEMPLATE_NAME_MAX_LENGTH },
    language: { type: 'string', enum: LANGUAGES },
    body: { type: 'string', maxLength: TEMPLATE_BODY_MAX_LENGTH },
    created_at: nullableText,
    modified: { type: 'number' },
  },
  required: ['id', 'name', 'language', 'body', 'modified'],
} as const;

export type ReplyTemplateDocument = ExtractDocumentTypeFromTypedRxJsonSchema<typeof replyTemplateSchemaLiteral>;
export const replyTemplateSchema: RxJsonSchema<ReplyTemplateDocument> =
  replyTemplateSchemaLiteral as unknown as RxJsonSchema<ReplyTemplateDocument>;
