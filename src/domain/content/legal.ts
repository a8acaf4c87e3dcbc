// Shared shape of the legal pages: numbered sections of paragraphs.

export type LegalSection = { readonly title: string; readonly paragraphs: readonly string[] };
