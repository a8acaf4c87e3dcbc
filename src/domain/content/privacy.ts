// Privacy Policy: twelve sections, written for RoomRadar with the GDPR in mind (product spec section 1).
import { PRIVACY_MINIMUM_AGE, SUPPORT_EMAIL } from '../constants.ts';
import type { LegalSection } from './legal.ts';

export const privacySections: readonly LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      `RoomRadar is the data controller for the personal data described here. We are established in the Netherlands and you can reach us at ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    title: 'What data we collect',
    paragraphs: [
      'Account data: your first name, e-mail address and a hash of your password. Usage data: your favorites, your saved room preferences and alert settings. Payment data: your subscription status; card details are handled by our payment provider and never reach us. Messages you send through the contact and feedback forms.',
    ],
  },
  {
    title: 'Housing posts',
    paragraphs: [
      'We process housing posts published in public social-media groups to show them as listings. We keep only what a renter needs to judge an offer, and we remove a post when its author asks us to.',
    ],
  },
  {
    title: 'Why we use your data',
    paragraphs: [
      'To provide your account, favorites and alerts (performance of our contract with you), to take payments (contract and legal obligations), to answer your messages (legitimate interest), and to keep the service secure (legitimate interest).',
    ],
  },
  {
    title: 'E-mail alerts',
    paragraphs: [
      'Premium alerts are sent only when you set them up. Every alert e-mail has a one-click unsubscribe link, and you can change or delete your alert at any time.',
    ],
  },
  {
    title: 'Data stored on your device',
    paragraphs: [
      'The app keeps listings, your favorites and your alert in your browser so that it works offline. Signing out removes your favorites and alert from the device. We use no advertising or tracking cookies.',
    ],
  },
  {
    title: 'Who we share data with',
    paragraphs: [
      'We use processors for hosting, e-mail delivery and payments, bound by data-processing agreements. We never sell your data.',
    ],
  },
  {
    title: 'International transfers',
    paragraphs: [
      "Where a processor handles data outside the European Economic Area, we rely on an adequacy decision or the European Commission's standard contractual clauses.",
    ],
  },
  {
    title: 'How long we keep data',
    paragraphs: [
      'We keep account data while your account exists and delete it when you delete your account. Payment records are kept for seven years, as Dutch tax law requires.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You may access, correct, download or delete your data, object to processing and withdraw consent. Your account page lets you download your data and delete your account. You may also complain to the Autoriteit Persoonsgegevens, the Dutch data protection authority.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      `RoomRadar is not directed to children under ${PRIVACY_MINIMUM_AGE}, and we do not knowingly collect their data. If you believe a child has given us data, contact us and we will delete it.`,
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      `We will announce changes to this policy on this page and, for important changes, by e-mail. Questions about your privacy: ${SUPPORT_EMAIL}.`,
    ],
  },
];
