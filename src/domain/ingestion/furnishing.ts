// How the dwelling comes, as filter-semantics.md names it: furnished (gemeubileerd), upholstered (gestoffeerd:
// floors, curtains and lights, no furniture) or bare (kaal: an empty shell). Semi- or partly furnished counts as
// upholstered: a renter who filters for furnished expects to bring no furniture. "Gestoffeerd en gemeubileerd"
// is furnished; a choice ("gemeubileerd of gestoffeerd", "indien gewenst gemeubileerd") counts what is offered
// first and drops the option; a furnished living room or kitchen says nothing about the room on offer; "kale
// huur" is the rent without costs, not a bare dwelling.

export type Furnishing = 'furnished' | 'upholstered' | 'bare';

type Mention = { value: Furnishing; at: number; isWeak: boolean };

const FURNISHED =
  /\b(?:(?:fully|completely|volledig|compleet|geheel|helemaal|basic(?:ally)?|nicely|tastefully|smaakvol|mooi|sfeervol)\s+)?(?:furnished|gemeubileerd\w*|gemeubeld\w*|bemeubeld\w*|gemeubliceerd\w*|gemeubi?leerd\w*)\b|\b(?:incl(?:usief|uding|\.)?|with|met|inclusive(?:\s+of)?)\s+(?:(?:all|alle|de|the)\s+)?(?:furniture|meubels|meubilair|meubilering|inventaris)\b|\b(?:furniture|meubels|meubilair)\s+(?:is\s+|are\s+|zijn\s+)?(?:included|inbegrepen|aanwezig|available)\b|\b(?:volledig|compleet|geheel|helemaal|fully)\s+(?:ingericht|equipped)e?\b(?!\s+(?:keuken|badkamer|kitchen|kitchenette|bathroom))/g;
const UPHOLSTERED =
  /\b(?:gestoffeerd\w*|upholstered|stofferingskosten|(?:incl\w*\.?|met|with)\s+stoffering|semi[\s-]?(?:furnished|gemeubileerd\w*)|(?:partly|partially|half|deels|gedeeltelijk)\s+(?:furnished|gemeubileerd\w*))\b/g;
// "unfurnished", "niet gemeubileerd", "zonder meubels" say there is no furniture: weaker than "gestoffeerd".
const UNFURNISHED =
  /\b(?:unfurnished|ongemeubileerd\w*|ongemeubeld\w*|(?:not|niet|un)\s+(?:\w+\s+)?(?:furnished|gemeubileerd\w*)|(?:zonder|without|no|geen)\s+(?:\w+\s+)?(?:meubels|meubilair|furniture)|empty\s+(?:room|studio|apartment))\b/g;
// "kaal opgeleverd", "de woning wordt KAAL (zonder vloer) opgeleverd", "kale kamer": not the rent's "kale huur".
const BARE =
  /\b(?:kaal|kale)\s+(?:\(zonder\s+[a-z ]+\)\s+)?(?:opgeleverd|oplevering|verhuurd|te\s+huur|kamer|studio|woning|appartement|ruimte)\b|\b(?:opgeleverd|oplevering|verhuurd)\s*:?\s*kaal\b|\b(?:woning|kamer|studio|appartement|ruimte|interieur|interior|oplevering)\s*(?:is|wordt|:)?\s*kaal\b(?!\s*(?:€|\d|huur))|\bbare\s+(?:shell|room|studio|apartment)\b|\bleeg\s+(?:opgeleverd|aangeboden|verhuurd)\b|\blege\s+(?:kamer|studio|woning)\b/g;

// An option, not the offer: "indien gewenst gemeubileerd", "furnished on request", "or furnished", "we have
// furnished and unfurnished apartments".
const OPTION_BEFORE =
  /\b(?:evt\.?|eventueel|optioneel|optional(?:ly)?|indien\s+(?:gewenst|je\s+wilt|u\s+wilt)|if\s+(?:desired|you\s+want|wanted|needed)|kan\s+(?:ook\s+)?(?:worden\s+)?|kunnen\s+(?:ook\s+)?|can\s+(?:also\s+)?be|could\s+be|or|of|op\s+verzoek|on\s+request|in\s+overleg(?:\s+ook)?|either)\s+(?:\w+\s+){0,3}$|\b(?:un|on|niet\s+|not\s+)?(?:furnished|gemeubileerd\w*)\s+(?:and|en|&|\/)\s*$/;
const OPTION_AFTER =
  /^\s*(?:(?:\w+\s+){0,2}(?:worden\s+)?(?:op\s+verzoek|on\s+request|in\s+overleg|mogelijk|possible|optional|if\s+(?:desired|you\s+want|needed)|indien\s+gewenst|upon\s+request|tegen\s+meerprijs|for\s+an?\s+extra)|\s*(?:or|of)\s+(?:\w+\s+)?(?:unfurnished|furnished|gestoffeerd|gemeubileerd|kaal|ongemeubileerd)|\s*(?:and|en|&|\/)\s*(?:un|on|niet\s+|not\s+)(?:furnished|gemeubileerd))/;
// A shared space furnished says nothing about the room: "een gemeubileerde woonkamer", "living room is furnished".
const SHARED_SPACE =
  /\b(?:woonkamer|huiskamer|living(?:\s+room)?|lounge|keuken|kitchen|gemeenschappelijke?|gezamenlijke?|common|shared|gedeelde?|tuin|garden|balkon|balcony)\b/;

// "unfurnished", "not furnished", "semi-furnished" contain "furnished": their own patterns read them.
const NEGATED_OR_PARTIAL = /(?:un|on|\bniet\s+|\bnot\s+|semi[\s-]?|\b(?:partly|partially|half|deels|gedeeltelijk)\s+)$/;

const PATTERNS: ReadonlyArray<readonly [RegExp, Furnishing, boolean]> = [
  [FURNISHED, 'furnished', false],
  [UPHOLSTERED, 'upholstered', false],
  [BARE, 'bare', false],
  [UNFURNISHED, 'bare', true],
];

/** Every statement about the dwelling's furnishing that is neither an option nor about a shared space. */
function mentions(folded: string): Mention[] {
  const found: Mention[] = [];
  for (const [pattern, value, isWeak] of PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
      const at = match.index;
      const end = at + match[0].length;
      // "unfurnished" contains "furnished": the longer reading, found by its own pattern, wins.
      const prefix = folded.slice(Math.max(0, at - 16), at);
      if (value === 'furnished' && NEGATED_OR_PARTIAL.test(prefix)) continue;
      const before = folded.slice(Math.max(0, folded.lastIndexOf('\n', at - 1) + 1, at - 40), at);
      const after = folded.slice(end, end + 40).split('\n', 1)[0] ?? '';
      if (OPTION_BEFORE.test(before) || OPTION_AFTER.test(after)) continue;
      const nearBefore =
        before
          .slice(-25)
          .split(/[.,;:!?]/)
          .pop() ?? '';
      const nearAfter = after.split(/[.,;:!?(]/, 1)[0]?.slice(0, 20) ?? '';
      if (SHARED_SPACE.test(nearBefore) || SHARED_SPACE.test(`${match[0]} ${nearAfter}`)) continue;
      found.push({ value, at, isWeak });
    }
  }
  return found.sort((left, right) => left.at - right.at);
}

// A cheap look for the words every pattern needs: most posts say nothing about furnishing.
const MAY_SAY = /meub|furnish|furniture|stoffe|upholster|kaal|kale|ingericht|equipped|leeg|lege|bare/;

/** The dwelling's furnishing, or null when the post does not say or says both ways. */
export function extractFurnishing(folded: string): Furnishing | null {
  if (!MAY_SAY.test(folded)) return null;
  const found = mentions(folded);
  const has = (value: Furnishing, isWeak?: boolean) =>
    found.some((mention) => mention.value === value && (isWeak === undefined || mention.isWeak === isWeak));
  if (has('furnished')) return has('bare', false) ? null : 'furnished';
  if (has('upholstered')) return 'upholstered';
  if (has('bare')) return 'bare';
  return null;
}
