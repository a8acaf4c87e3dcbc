// Word lists the extractors share, as regular-expression sources over folded text.

/** A dwelling being offered or sought. */
export const DWELLING = String.raw`(?:(?:studenten|student|zolder|hospita|zit-?slaap)?kamer(?:s|tje|tjes)?|rooms?|studio(?:'?s|tje|otje)?|ap+art+ement(?:en|je)?|apartments?|appartment|flat(?:je)?|house|huis|huisje|woning(?:en)?|woonruimte|wooneenhe(?:id|den)|home|place|accommodation|accomodation|bovenwoning|benedenwoning|bovenhuis|benedenhuis|eengezinswoning|townhouse|tuinhuisje|onderkomen|[1-4]-bedroom|slaapplek|woonboot|houseboat|(?:zolder)?etage|(?:zolder|boven)verdieping|penthouse|maisonn?ette|chalet|stacaravan|loft)`;

/** A person a house is looking for (the object of an offer's "looking for"). */
export const PERSON = String.raw`(?:someone|somebody|iemand|jou|(?:flat|house|room)mates?|(?:apartment|flat|house)\s*-?sharers?|roomy|housemates?|huisgeno(?:ot|te|otje|ten|otjes)|(?:mede)?bewon(?:er|ers|eres|ster)|(?:onder|mede)?huur(?:der|ders|ster)|tenants?|students?|studente|studenten|professionals?|expats?|girls?|guy|boy|wom[ae]n|m[ae]n|mannen|lady|female|male|person|persoon|jongen|meisje|meid|meiden|chick|gast|vrouw|dame|heer|phd|intern|stagiair|couple|family|gezin)`;

/** Words that make an amount a cost on top of the rent. */
export const COST_WORD = String.raw`(?:service\s*(?:costs?|charges?|kosten)|servicekosten|utilit(?:y|ies)|g\/?w\/?l|g\/w\/e|gwl|gwe|g\/?l\/?w|energie|energy|voorschot|gas|water|electricity|elektra|stroom|internet|wifi|bills|nuts|heating|verwarming|stookkosten)`;
