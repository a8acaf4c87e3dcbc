// The little of protobuf the basemap tools need: reading varints and skipping fields over a byte array, and
// writing a length-delimited field. Vector tiles and glyph files are read and cut with it, without
// decoding what is kept.

export type Reader = { at: number; varint(): number };

export function reader(bytes: Uint8Array, start = 0): Reader {
  let at = start;
  return {
    get at() {
      return at;
    },
    set at(value: number) {
      at = value;
    },
    varint(): number {
      let value = 0;
      let scale = 1;
      for (;;) {
        const byte = bytes[at++];
        if (byte === undefined) throw new Error('Protobuf bytes end inside a number');
        value += (byte & 0x7f) * scale;
        if (byte < 0x80) return value;
        scale *= 0x80;
      }
    },
  };
}

/** Skips one field of the given wire type (0 varint, 1 fixed64, 2 length-delimited, 5 fixed32). */
export function skip(read: Reader, wireType: number): void {
  if (wireType === 0) read.varint();
  else if (wireType === 1) read.at += 8;
  else if (wireType === 2) {
    const length = read.varint();
    read.at += length;
  } else if (wireType === 5) read.at += 4;
  else throw new Error(`Unknown protobuf wire type ${wireType}`);
}

/** Protobuf varints of the values, one after another. */
export function varintBytes(values: readonly number[]): number[] {
  const bytes: number[] = [];
  for (const value of values) {
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  }
  return bytes;
}

/** A length-delimited field: its key, its length, its bytes. */
export function lengthDelimited(field: number, parts: readonly Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const head = Uint8Array.from(varintBytes([(field << 3) | 2, length]));
  const out = new Uint8Array(head.length + length);
  out.set(head);
  let at = head.length;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
