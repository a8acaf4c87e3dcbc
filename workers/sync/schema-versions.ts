// What a device schema's version promises: the properties it was shipped with. A device that opened a
// collection under a version keeps documents of those properties, and RxDB refuses a schema of the same
// version with other properties (its hash differs), so a change of fields needs a new version and a migration.
// The schema tests hold each derived schema to the properties recorded for its version here.
import type { RxJsonSchema } from 'rxdb';

/** One line per property, `name shape`, sorted by name: the shape as JSON with its keys sorted. */
export function propertyLines(schema: Pick<RxJsonSchema<unknown>, 'properties'>): string[] {
  const sorted = (value: unknown): unknown =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;
  return Object.keys(schema.properties)
    .sort()
    .map((name) => `${name} ${JSON.stringify(sorted((schema.properties as Record<string, unknown>)[name]))}`);
}

/**
 * Why a schema fails its versions: its properties differ from those recorded for its version, or a version
 * has no migration. Null when all is well.
 */
export function versionProblem(
  schema: Pick<RxJsonSchema<unknown>, 'properties' | 'version' | 'title'>,
  migrations: Record<number, unknown>,
  recorded: { readonly version: number; readonly properties: readonly string[] },
): string | null {
  const lines = propertyLines(schema);
  const isSame =
    lines.length === recorded.properties.length && lines.every((line, i) => line === recorded.properties[i]);
  if (!isSame || recorded.version !== schema.version)
    return (
      `The ${schema.title} schema's properties are not those of its version ${schema.version}: a device holds ` +
      `documents of the old ones. Raise the version, write its migration, then record the new properties:\n` +
      lines.join('\n')
    );
  const missing = Array.from({ length: schema.version }, (_, index) => index + 1).filter(
    (version) => typeof migrations[version] !== 'function',
  );
  return missing.length === 0 ? null : `The ${schema.title} schema has no migration to version ${missing.join(', ')}`;
}
