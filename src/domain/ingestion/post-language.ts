// The language a post is written in, from counts of frequent function words: nl, en or mixed.

const DUTCH = new Set(
  'de het een en van ik je jij we wij zijn is met voor op in te niet wel maar ook naar bij uit kamer huur per maand mogelijk geen alleen huisgenoten beschikbaar inschrijving vanaf graag alles wordt heeft hebben kan zoek zoeken zoekt onze ons mijn jouw deze dit dat die er nog dan als om tot over'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the a an and of i you we are is with for on in to not but also at from room rent month available registration only all has have can looking our my your this that there it be will would please who what'.split(
    ' ',
  ),
);
const SHARED = new Set(['in', 'is', 'we']);

export type PostLanguage = 'nl' | 'en' | 'mixed';

export function detectLanguage(folded: string): PostLanguage {
  let dutch = 0;
  let english = 0;
  for (const word of folded.split(/[^a-z']+/)) {
    if (word === '' || SHARED.has(word)) continue;
    if (DUTCH.has(word)) dutch += 1;
    if (ENGLISH.has(word)) english += 1;
  }
  const total = dutch + english;
  if (total === 0) return 'en';
  const dutchShare = dutch / total;
  if (dutchShare >= 0.8) return 'nl';
  if (dutchShare <= 0.2) return 'en';
  return 'mixed';
}
