// The app's translator: reads the catalogues (src/i18n/locales, i18next's syntax) in the browser, one language
// at a time. It speaks the part of i18next's syntax the catalogues use: '{{name}}', '{{value, number}}' and
// '{{value, number(maximumFractionDigits: 1)}}', '{{amount, currency(EUR)}}' and
// '{{amount, currency(currency: EUR; maximumFractionDigits: 0)}}', plurals by Intl.PluralRules (key_one,
// key_other, key_zero for 0), and whole groups or lists (`returnObjects`) with their values filled in.
// translator.test.ts holds it to i18next's own output for every text of both catalogues.
// Why not i18next itself: it was 15 KB gzip of the first screen's script (a tenth of it), and it builds a
// new Intl.NumberFormat for every value it formats (its cache key holds the values), 148 ms of a phone's
// main thread on the landing page. The server keeps i18next (src/i18n/fixed-texts.ts).

export type TranslateOptions = { readonly [name: string]: unknown } & {
  readonly ns?: string;
  readonly count?: number;
  readonly returnObjects?: boolean;
};

/** What `t` looks like to its callers: a key (dot-separated) and the values a text takes. */
export type Translate = (key: string, options?: TranslateOptions) => unknown;

type Bundle = Record<string, unknown>;
type Listener = (language: string) => void;

const VALUE = /\{\{(.+?)\}\}/g;

/** i18next's reading of a format's options: '(EUR)' for a currency, else 'name: value; name: value'. */
function formatOptions(name: string, written: string): Record<string, string | number | boolean> {
  if (name === 'currency' && !written.includes(':')) return { currency: written.trim() };
  const options: Record<string, string | number | boolean> = {};
  for (const option of written.split(';')) {
    if (!option) continue;
    const [key = '', ...rest] = option.split(':');
    const text = rest
      .join(':')
      .trim()
      .replace(/^'+|'+$/g, '');
    const number = Number(text);
    options[key.trim()] = text === 'true' ? true : text === 'false' ? false : isNaN(number) ? text : parseInt(text, 10);
  }
  return options;
}

function lookUp(bundle: unknown, key: string): unknown {
  let node = bundle;
  for (const name of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, name)) return undefined;
    node = (node as Bundle)[name];
  }
  return node;
}

export class Translator {
  language: string;
  private readonly bundles = new Map<string, Bundle>();
  private readonly listeners = new Set<Listener>();
  private readonly formatters = new Map<string, Intl.NumberFormat>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(language: string) {
    this.language = language;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  addResourceBundle(language: string, namespace: string, bundle: Bundle): void {
    this.bundles.set(`${language}/${namespace}`, bundle);
  }

  getResourceBundle(language: string, namespace: string): Bundle | undefined {
    return this.bundles.get(`${language}/${namespace}`);
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /**
   * Sets up number formatting in `language` ahead of its first use: a page's first Intl.NumberFormat costs
   * ICU's set-up (15 to 30 ms on a phone), better spent in a task of its own than inside the first render.
   */
  prepareNumbers(language: string): void {
    new Intl.NumberFormat(language).format(1);
  }

  /** The text at `key` in the language in use with `options`' values filled in; the key itself when there is none. */
  readonly t: Translate = (key, options = {}) => {
    const bundle = this.getResourceBundle(this.language, options.ns ?? 'common');
    const found = this.find(bundle, key, options.count);
    if (typeof found === 'string') return this.fill(found, options);
    if (found && typeof found === 'object' && options.returnObjects) return this.fillAll(found, options);
    return key;
  };

  /** The plural form for `count` when the catalogue has one (i18next's order: _zero for 0, then Intl's). */
  private find(bundle: Bundle | undefined, key: string, count: unknown): unknown {
    if (typeof count === 'number') {
      if (count === 0) {
        const zero = lookUp(bundle, `${key}_zero`);
        if (zero !== undefined) return zero;
      }
      const plural = lookUp(bundle, `${key}_${this.pluralRule(count)}`);
      if (plural !== undefined) return plural;
    }
    return lookUp(bundle, key);
  }

  private pluralRule(count: number): string {
    let rules = this.pluralRules.get(this.language);
    if (!rules) {
      rules = new Intl.PluralRules(this.language, { type: 'cardinal' });
      this.pluralRules.set(this.language, rules);
    }
    return rules.select(count);
  }

  private fillAll(node: object, options: TranslateOptions): unknown {
    if (Array.isArray(node)) return node.map((item: unknown) => this.fillItem(item, options));
    return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, this.fillItem(item, options)]));
  }

  private fillItem(item: unknown, options: TranslateOptions): unknown {
    if (typeof item === 'string') return this.fill(item, options);
    return item && typeof item === 'object' ? this.fillAll(item, options) : item;
  }

  /** One pass over the text: a value that holds '{{' is not read again. A value not given stays as written. */
  private fill(text: string, values: TranslateOptions): string {
    if (!text.includes('{{')) return text;
    return text.replace(VALUE, (written, inside: string) => {
      const [rawName = '', ...format] = inside.split(',');
      const name = rawName.trim();
      const value = values[name];
      if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : written;
      if (value === null) return '';
      if (format.length === 0) return String(value);
      return this.format(value, format.join(',').trim());
    });
  }

  private format(value: unknown, written: string): string {
    const open = written.indexOf('(');
    const name = (open < 0 ? written : written.slice(0, open)).toLowerCase().trim();
    if (name !== 'number' && name !== 'currency') return String(value);
    const key = `${this.language}|${written}`;
    let formatter = this.formatters.get(key);
    if (!formatter) {
      const options = open < 0 ? {} : formatOptions(name, written.slice(open + 1, -1));
      formatter = new Intl.NumberFormat(this.language, {
        ...options,
        ...(name === 'currency' ? { style: 'currency' } : {}),
      });
      this.formatters.set(key, formatter);
    }
    return formatter.format(value as number);
  }
}
