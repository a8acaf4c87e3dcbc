// Dictionary encoding for the index's text columns: each distinct value gets a small code, so a column
// is a typed array and a filter compares numbers. Code 0 always means "no value".

export class TextDictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [''];

  /** The code of a value, adding it on first sight. */
  encode(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of a value if known; 0 for a value never seen (which no listing has). */
  lookup(value: string): number {
    return this.codes.get(value) ?? 0;
  }

  get size(): number {
    return this.values.length;
  }
}
