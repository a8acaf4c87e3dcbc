// Field shapes the RxDB schemas share (server columns that may be null), and a record's device fields as
// RxDB properties (src/domain/records): each kind is stored as the JSON type its value has.
import type { FieldDeclaration, FieldKind } from '../../src/domain/records/field-kinds.ts';

export const nullableNumber = { type: ['number', 'null'] } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const nullableBoolean = { type: ['boolean', 'null'] } as const;

/** The JSON type a device keeps each kind of field as. */
const JSON_TYPES: { readonly [Kind in FieldKind]: string } = {
  id: 'number',
  stamp: 'number',
  uuid: 'string',
  real: 'number',
  amount: 'number',
  whole: 'number',
  text: 'string',
  date: 'string',
  time: 'string',
  flag: 'boolean',
  texts: 'array',
  photos: 'object',
  json: 'array',
};

/**
 * A field as an RxDB property: a required field has its JSON type and, where declared, its values and length;
 * any other may also be null (or missing).
 */
function deviceProperty(field: FieldDeclaration<string>, isRequired: boolean): object {
  const type = JSON_TYPES[field.kind];
  return {
    type: isRequired ? type : [type, 'null'],
    ...(field.kind === 'texts' ? { items: { type: 'string' } } : {}),
    ...(isRequired && field.values ? { enum: field.values } : {}),
    ...(isRequired && field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
  };
}

/** The RxDB properties of a record's fields `names`, in their order; `required` are never null or missing. */
export function deviceProperties(
  record: { readonly [name: string]: FieldDeclaration<string> },
  names: readonly string[],
  required: readonly string[],
): Record<string, object> {
  return Object.fromEntries(
    names.map((name) => [name, deviceProperty(record[name] as FieldDeclaration<string>, required.includes(name))]),
  );
}
