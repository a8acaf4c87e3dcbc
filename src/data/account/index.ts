// The door to the member's account for the app: profile and password, the data export and deletion, the
// subscription, favorites with their follow-up, reply templates and the saved alert (kept on the device by the
// sync worker), the profile facts templates are filled with, why a favorite's listing is gone (and where a copy went), the original post's
// link, contact and feedback messages, and the alert mails' unsubscribe.
export {
  changePassword,
  deleteAccount,
  downloadAccountData,
  requestEmailChange,
  updateFirstName,
} from './account-client.ts';
export { saveProfileLanguage } from './profile-language.ts';
export { unsubscribeFromAlerts } from './alert-unsubscribe-client.ts';
export { sendContactForm, sendFeedback } from './messages-client.ts';
export { hasSavedAlert } from './profile-client.ts';
export { customerPortalUrl, startCheckout } from './subscription-client.ts';
export { keepPhotosOfFavorites, useFavorites } from './useFavorites.ts';
export { useFollowUps } from './useFollowUps.ts';
export { fetchGoneReasons, useGoneReasons, type GoneReason } from './listing-states.ts';
export { fetchMergedInto, useMergedInto, type MergedInto } from './merged-listing.ts';
export {
  fetchProfileFacts,
  keptProfileFacts,
  NO_PROFILE_FACTS,
  saveProfileFacts,
  type ProfileFacts,
} from './profile-facts.ts';
export { useReplyTemplates } from './useReplyTemplates.ts';
export { fetchPostLink, usePostLink } from './usePostLink.ts';
export { useSavedAlert } from './useSavedAlert.ts';
export { useSavedAlertMerge } from './useSavedAlertMerge.ts';
export { useSavedSearches, type SavedSearch, type SavedSearchesState } from './useSavedSearches.ts';
