// Typed access to a catalogue through a translator (the app's, or i18next on the server): `texts.navText.listings`
// is its text for that key in the language in use, `texts.listingsText.showListings({ count })` fills in values
// (and picks the plural), and a list such as `texts.faqText.items` comes back whole. The shape follows the
// English catalogue, so a key that does not exist does not compile; what is said is read each time it is used.
import type { Translate } from './translator.ts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The names of the {{values}} a text takes: '{{count, number}} of {{coming}}' → 'count' | 'coming'. */
type ValueNames<Text extends string> = Text extends `${string}{{${infer Inside}}}${infer Rest}`
  ? (Inside extends `${infer Name},${string}` ? Name : Inside) | ValueNames<Rest>
  : never;

export type TextValues = Record<string, string | number>;

type TextOf<Text> = Text extends string
  ? [ValueNames<Text>] extends [never]
    ? string
    : (values: { readonly [Name in ValueNames<Text>]: string | number }) => string
  : never;

type PluralBase<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

export type Texts<Catalogue> = {
  readonly [Key in keyof Catalogue as PluralBase<Key & string>]: Key extends `${string}_${PluralSuffix}`
    ? (values: { readonly count: number } & TextValues) => string
    : Catalogue[Key] extends string
      ? TextOf<Catalogue[Key]>
      : Catalogue[Key] extends readonly unknown[]
        ? Catalogue[Key]
        : Texts<Catalogue[Key]>;
};

const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

type Node = Record<string, unknown>;

/**
 * Accessors for the catalogue `bundle()` returns (any language's: they share their keys), each saying what
 * `translate()` says for the key. Nothing is read until it is used, so the accessors exist before a
 * catalogue has loaded, and a plain text read after a language switch is in the new language.
 */
export function createTexts<Catalogue extends object>(
  bundle: () => Node | undefined,
  translate: () => Translate,
  at: readonly string[] = [],
): Texts<Catalogue> {
  const groups = new Map<string, object>();
  const nodeAt = (path: readonly string[]): unknown =>
    path.reduce<unknown>(
      (node, name) => (node && typeof node === 'object' ? (node as Node)[name] : undefined),
      bundle(),
    );

  const group = (path: readonly string[]): object => {
    const id = path.join('.');
    const known = groups.get(id);
    if (known) return known;
    const read = (name: string): unknown => {
      const node = nodeAt(path);
      if (!node || typeof node !== 'object') return undefined;
      const key = [...path, name].join('.');
      const value = (node as Node)[name];
      if (typeof value === 'string')
        return value.includes('{{') ? (values: TextValues) => translate()(key, values) : translate()(key);
      if (Array.isArray(value)) return translate()(key, { returnObjects: true });
      if (value && typeof value === 'object') return group([...path, name]);
      if (`${name}_other` in node) return (values: TextValues) => translate()(key, values);
      return undefined;
    };
    const names = (): string[] => {
      const node = nodeAt(path);
      if (!node || typeof node !== 'object') return [];
      return [...new Set(Object.keys(node).map((name) => name.replace(PLURAL_KEY, '')))];
    };
    const proxy = new Proxy(
      {},
      {
        get: (_target, name) => (typeof name === 'string' ? read(name) : undefined),
        has: (_target, name) => typeof name === 'string' && names().includes(name),
        ownKeys: () => names(),
        getOwnPropertyDescriptor: (_target, name) =>
          typeof name === 'string' && names().includes(name)
            ? { enumerable: true, configurable: true, value: read(name) }
            : undefined,
      },
    );
    groups.set(id, proxy);
    return proxy;
  };
  return group(at) as Texts<Catalogue>;
}
