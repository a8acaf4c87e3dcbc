// The shape a catalogue of another language must have: the English one's keys, arrays and nesting, with any
// text in place of each English text. The Dutch catalogues are typed with it, so a missing or extra key does
// not compile; catalogue.test.ts checks the same at run time, with the {{values}} each text takes.

export type CatalogueShape<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly CatalogueShape<Item>[]
    : { readonly [Key in keyof T]: CatalogueShape<T[Key]> };
