// The door to contact and sharing for the app: a listing's link handed to the share sheet or the clipboard, and
// the listing 'View Original Post' comes back to after signing in or upgrading. A door of its own, apart from
// browser/: the landing page imports that one, and whatever stands behind it travels in the landing's script.
export { rememberListingToReturnTo, takeListingToReturnTo } from './return-to-listing.ts';
export { listingAddress, shareLink, type ShareOutcome } from './share-link.ts';
