// Scores the rental terms (bills, deposit, furnishing) on the real ads. The site recorded only whether its price
// includes utilities (`utilities`: "incl. g/w/e" or "excl. g/w/e"), so bills are scored against that, over the
// ads where the pipeline states the bills of the same price the site shows (its base: the rent without bills it
// put on top); the figure beside it ignores the price. Partly inclusive prices are counted in the coverage
// only: the site has no such value. The site recorded no deposit and no furnishing: those are scored on the
// hand-labelled samples of real-ads-accuracy-labels.ts, precision over the sample ads the pipeline gives a value
// for and recall over those the label gives one for.
import type { ProcessedPost } from '../../src/domain/ingestion/ingestion-pipeline.ts';
import {
  DEPOSIT_HOLDOUT,
  DEPOSIT_LABELS,
  FURNISHING_HOLDOUT,
  FURNISHING_LABELS,
  type DepositLabel,
} from './real-ads-accuracy-labels.ts';
import type { Furnishing } from '../../src/domain/ingestion/furnishing.ts';

export const TERMS_MEASURES = [
  'bills_status',
  'bills_status_any_price',
  'bills_coverage',
  'deposit_precision',
  'deposit_recall',
  'furnishing_precision',
  'furnishing_recall',
  'deposit_holdout_precision',
  'deposit_holdout_recall',
  'furnishing_holdout_precision',
  'furnishing_holdout_recall',
] as const;
export type TermsMeasure = (typeof TERMS_MEASURES)[number];

type AdFields = { id: string; price: number; utilities: string };
type Count = (measure: TermsMeasure, ok: boolean, expected: unknown, got: unknown) => void;

/** The price the post's bills status describes: its rent, less the bills it put on top. */
function billsPrice(post: ProcessedPost): number | null {
  if (post.rent_on_monthly_basis === null) return null;
  const onTop = post.bills !== 'included' && post.bills_monthly !== null ? post.bills_monthly : 0;
  return post.rent_on_monthly_basis - onTop;
}

/** Bills of an offer against the site's utilities field. */
export function countBills(ad: AdFields, post: ProcessedPost, count: Count): void {
  count('bills_coverage', post.bills !== null, 'a status', post.bills);
  if (post.bills !== 'included' && post.bills !== 'excluded') return;
  const expected = ad.utilities.startsWith('incl') ? 'included' : 'excluded';
  count('bills_status_any_price', post.bills === expected, expected, post.bills);
  if (billsPrice(post) === Math.round(ad.price)) count('bills_status', post.bills === expected, expected, post.bills);
}

/** Whether the deposit the pipeline read is the labelled one: months count the site's price or the post's rent. */
function depositMatches(label: NonNullable<DepositLabel>, ad: AdFields, post: ProcessedPost): boolean {
  if (post.deposit === null) return false;
  if ('euros' in label) return post.deposit === label.euros;
  const rents = [ad.price, post.rent_on_monthly_basis, billsPrice(post)];
  return rents.some((rent) => rent !== null && post.deposit === Math.round(label.months * rent));
}

type Samples = {
  deposits: Readonly<Record<string, DepositLabel>>;
  furnishings: Readonly<Record<string, Furnishing | null>>;
  measures: readonly [TermsMeasure, TermsMeasure, TermsMeasure, TermsMeasure];
};
const SAMPLES: readonly Samples[] = [
  {
    deposits: DEPOSIT_LABELS,
    furnishings: FURNISHING_LABELS,
    measures: ['deposit_precision', 'deposit_recall', 'furnishing_precision', 'furnishing_recall'],
  },
  {
    deposits: DEPOSIT_HOLDOUT,
    furnishings: FURNISHING_HOLDOUT,
    measures: [
      'deposit_holdout_precision',
      'deposit_holdout_recall',
      'furnishing_holdout_precision',
      'furnishing_holdout_recall',
    ],
  },
];

/** Deposit and furnishing of an ad in the hand-labelled samples, whatever the pipeline took the post for. */
export function countLabelled(ad: AdFields, post: ProcessedPost, count: Count): void {
  for (const { deposits, furnishings, measures } of SAMPLES) {
    const [depositPrecision, depositRecall, furnishingPrecision, furnishingRecall] = measures;
    if (ad.id in deposits) {
      const label = deposits[ad.id] ?? null;
      const isRight = label !== null && depositMatches(label, ad, post);
      if (post.deposit !== null) count(depositPrecision, isRight, label, post.deposit);
      if (label !== null) count(depositRecall, isRight, label, post.deposit);
    }
    if (ad.id in furnishings) {
      const label = furnishings[ad.id] ?? null;
      const isRight = label !== null && post.furnishing === label;
      if (post.furnishing !== null) count(furnishingPrecision, isRight, label, post.furnishing);
      if (label !== null) count(furnishingRecall, isRight, label, post.furnishing);
    }
  }
}
