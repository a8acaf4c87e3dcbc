// Word lists the extractors share, as regular-expression sources over folded text.

/** A dwelling being offered or sought. */
export const DWELLING = String.raw`(?:kamer|kamertje|room|studio|studiootje|appartement|apartment|flat|flatje|house|huis|huisje|woning|woonruimte|home|place|accommodation|accomodation|bovenwoning|benedenwoning|benedenhuis|eengezinswoning|townhouse|tuinhuisje|hospitakamer|onderkomen|1-bedroom|2-bedroom|3-bedroom|slaapplek|woonboot|houseboat)`;

/** A person a house is looking for (the object of an offer's "looking for"). */
export const PERSON = String.raw`(?:someone|somebody|a?\s*(?:new\s+)?(?:flat|house|room)mate|(?:new\s+)?(?:flat|house|room)mate|huisgeno(?:ot|te)|housemate|tenant|huurder|student|professional|expat|girl|guy|boy|woman|man|lady|female|male|person|persoon|jongen|meisje|meid|vrouw|dame|heer|phd|intern|stagiair|couple|family|gezin|someone)`;

/** Words that make an amount a cost on top of the rent. */
export const COST_WORD = String.raw`(?:service\s*(?:costs?|charges?|kosten)|servicekosten|utilit(?:y|ies)|g\/?w\/?l|g\/w\/e|gwl|gwe|energie|energy|voorschot|gas|water|electricity|elektra|stroom|internet|wifi|bills|nuts|heating|verwarming|stookkosten)`;
