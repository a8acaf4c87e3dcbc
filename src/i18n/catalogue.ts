// The message catalogues. English is the spec's text and stays in src/domain/messages.ts, read from there
// (texts that take values, such as the copyright year, get i18next's {{interpolation}} as they move over);
// Dutch lives in nl.ts with the same keys. Keys are `group.name` or `group.name.title`/`.description`.
import * as messages from '../domain/messages.ts';

export type Catalogue = Record<string, string>;

/** Every string leaf of the message groups, flattened to dotted keys. */
function flatten(value: unknown, prefix: string, into: Catalogue): Catalogue {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

export function englishCatalogue(): Catalogue {
  const groups = Object.fromEntries(
    Object.entries(messages).filter(([, value]) => typeof value === 'object' && value !== null),
  );
  return flatten(groups, '', {});
}
