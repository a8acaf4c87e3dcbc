// Terms and Conditions: twelve sections, written for RoomRadar (product spec section 1).
import {
  LIABILITY_CAP_MONTHS,
  MONEY_BACK_GUARANTEE_DAYS,
  PREMIUM_PRICE_EUR_PER_MONTH,
  SUPPORT_EMAIL,
  TERMS_MINIMUM_AGE,
} from '../constants.ts';
import type { LegalSection } from './legal.ts';

export const termsSections: readonly LegalSection[] = [
  {
    title: 'About these terms',
    paragraphs: [
      'These terms govern your use of RoomRadar, its website and its e-mail alerts. By creating an account or using the service you accept them. If you do not accept them, please do not use RoomRadar.',
    ],
  },
  {
    title: 'Who may use RoomRadar',
    paragraphs: [
      `You must be ${TERMS_MINIMUM_AGE} years or older to create an account or to buy a subscription. By registering you confirm that you are.`,
    ],
  },
  {
    title: 'What RoomRadar does and does not do',
    paragraphs: [
      'RoomRadar collects housing posts that others published in public social-media groups and shows them as listings. We do not rent out rooms, act as an agent or take part in any agreement between you and a landlord or tenant.',
      'Listings are made automatically from free text and may be incomplete, out of date or wrong. Always check the details with the person offering the room.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'Keep your password to yourself and tell us at once if you think someone else uses your account. You are responsible for what happens under your account.',
    ],
  },
  {
    title: 'Premium subscription',
    paragraphs: [
      `Premium costs €${PREMIUM_PRICE_EUR_PER_MONTH.toFixed(2)} per month, charged in advance each month until you cancel. Premium adds advanced filters, links to the original posts, saved room preferences and e-mail alerts for new matching listings.`,
      'Prices include VAT. We announce price changes at least 30 days before they take effect, and you may cancel before then.',
    ],
  },
  {
    title: 'Cancelling and money-back guarantee',
    paragraphs: [
      'You can cancel at any time from your account page; Premium then stays active until the end of the period you paid for.',
      `If you are not satisfied, ask for a refund within ${MONEY_BACK_GUARANTEE_DAYS} days of your first payment and we will refund it in full, no questions asked.`,
    ],
  },
  {
    title: 'Acceptable use',
    paragraphs: [
      'Do not copy listings in bulk, scrape the service, try to get around its limits or security, or use it to contact people for anything other than renting a home.',
    ],
  },
  {
    title: 'Scams and your safety',
    paragraphs: [
      'Housing groups attract scammers. RoomRadar flags common warning signs, but cannot guarantee that a post is genuine. Never pay a deposit or rent before you have seen the room and signed a contract.',
    ],
  },
  {
    title: 'Intellectual property',
    paragraphs: [
      'The RoomRadar software, design and brand belong to us. Posts remain the property of their authors; we show them to help renters and link to the original.',
    ],
  },
  {
    title: 'Limitation of liability',
    paragraphs: [
      `RoomRadar is provided as it is. We are not liable for the content of posts or for dealings between renters and landlords. To the extent the law allows, our total liability to you is limited to the amount you paid us in the ${LIABILITY_CAP_MONTHS} months before the event that gave rise to the claim.`,
    ],
  },
  {
    title: 'Changes and ending the service',
    paragraphs: [
      'We may change these terms; we will tell you about important changes by e-mail or on the website before they apply. We may suspend accounts that break these terms.',
    ],
  },
  {
    title: 'Law and contact',
    paragraphs: [
      'Dutch law applies to these terms, and disputes go to the competent court in Amsterdam, without limiting the rights consumer law gives you.',
      `Questions? Write to ${SUPPORT_EMAIL}.`,
    ],
  },
];
