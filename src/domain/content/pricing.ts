// The pricing page's comparison, guarantees and questions (product spec sections 1 and 2).
import { MONEY_BACK_GUARANTEE_DAYS } from '../constants.ts';

export const premiumFeatures = [
  'Advanced filters: size, subrent, age, roommates, dates and more',
  'Links to the original posts, to contact the landlord directly',
  'Saved room preferences',
  'Instant e-mail alerts for new matching listings',
] as const;

export type ComparisonRow = { readonly feature: string; readonly isFree: boolean; readonly isPremium: boolean };

export const comparisonRows: readonly ComparisonRow[] = [
  { feature: 'Listings on the map and in the list', isFree: true, isPremium: true },
  { feature: 'Basic search filters', isFree: true, isPremium: true },
  { feature: 'Favorites, also offline', isFree: true, isPremium: true },
  { feature: 'Advanced filters (size, subrent and others)', isFree: false, isPremium: true },
  { feature: 'Links to the original posts', isFree: false, isPremium: true },
  { feature: 'Saved room preferences', isFree: false, isPremium: true },
  { feature: 'E-mail alerts for new matches', isFree: false, isPremium: true },
];

export const guarantees = [
  {
    title: `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`,
    text: 'Not happy? Ask within 14 days for a full refund.',
  },
  {
    title: 'Cancel anytime',
    text: 'Cancelling takes two clicks from your account page. No questions, no phone calls.',
  },
  { title: 'Personal support', text: 'Real people answer through the contact page and by e-mail.' },
] as const;

export const pricingFaq = [
  {
    question: 'How do I cancel?',
    answer:
      'Open My Account, choose Manage Subscription and cancel. Premium stays active until the end of the month you paid for.',
  },
  {
    question: 'How does the money-back guarantee work?',
    answer: `Write to support within ${MONEY_BACK_GUARANTEE_DAYS} days of your first payment and we refund it in full.`,
  },
  {
    question: 'Which payment methods can I use?',
    answer: 'iDEAL, credit cards and other methods offered at checkout by our payment provider, Stripe.',
  },
] as const;
