// The money and furnishing terms a Dutch renter decides on before the photos: bills beside the rent, the
// deposit, and how the dwelling is furnished. They are declared here once; the pipeline's record carries them
// (ExtractedPost) and `rentalTerms` picks them for whatever stores or prints a listing.
import { extractBills, type Bills } from './bills.ts';
import { extractDeposit } from './deposit.ts';
import { extractFurnishing, type Furnishing } from './furnishing.ts';
import type { RentParts } from './rent.ts';

export type RentalTerms = Bills & {
  /** The deposit in whole euros; 0 when the post says there is none, null when it gives no amount. */
  deposit: number | null;
  /** furnished (gemeubileerd), upholstered (gestoffeerd) or bare (kaal), as filter-semantics.md defines them. */
  furnishing: Furnishing | null;
};

export const NO_RENTAL_TERMS: RentalTerms = {
  bills: null,
  bills_monthly: null,
  bills_advance: null,
  deposit: null,
  furnishing: null,
};

/** An offer's rental terms from its folded text and the parts its rent was built from. */
export function extractRentalTerms(folded: string, rent: RentParts): RentalTerms {
  const bills = extractBills(folded, rent);
  // Months of deposit count the post's price; with bills on top of it, that price is the rent without them.
  const billsOnTop = bills.bills !== 'included' && bills.bills_monthly !== null ? bills.bills_monthly : 0;
  const base = rent.rent === null ? null : rent.rent - billsOnTop;
  return {
    ...bills,
    deposit: extractDeposit(folded, { base, withBills: rent.rent }),
    furnishing: extractFurnishing(folded),
  };
}

/** The rental terms of a record that carries them, under the names a listing row and `npm run extract` use. */
export function rentalTerms(post: RentalTerms): RentalTerms {
  return {
    bills: post.bills,
    bills_monthly: post.bills_monthly,
    bills_advance: post.bills_advance,
    deposit: post.deposit,
    furnishing: post.furnishing,
  };
}
