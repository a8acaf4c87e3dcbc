// Every user-facing string the product spec names, in one place so the UI and the tests share them.
// A toast is a title with an optional description; plain strings are inline texts and labels.

export type ToastText = { readonly title: string; readonly description?: string };

export const navText = {
  listings: 'Listings',
  howItWorks: 'How It Works',
  pricing: 'Pricing',
  signIn: 'Sign In',
  createFreeAccount: 'Create Free Account',
  signUp: 'Sign Up',
  getRoomAlerts: 'Get Room Alerts',
  subscription: 'Subscription',
  myAccount: 'My Account',
  signOut: 'Sign Out',
  menu: 'Menu',
} as const;

export const footerText = {
  aboutUs: 'About Us',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  faq: 'FAQ',
  contact: 'Contact',
  feedback: 'Share Feedback',
  tagline: 'We scan the housing groups, so you can find a room.',
  copyright: (year: number) => `© ${year} RoomRadar. All rights reserved.`,
} as const;

export const authToasts = {
  signedOut: { title: 'Signed out successfully', description: 'You have been signed out of your account.' },
  signOutFailed: { title: 'Sign out failed', description: 'There was an error signing you out. Please try again.' },
  welcomeBack: { title: 'Welcome back!' },
  accountCreated: {
    title: 'Account created!',
    description: 'Check your email to verify your account. If you do not see it, check your spam folder.',
  },
  passwordResetSent: { title: 'Password reset email sent!' },
  passwordUpdated: { title: 'Password updated!' },
  resetLinkInvalid: { title: 'Reset link invalid or expired' },
  // A confirmation (or e-mail change) link that failed lands on the page it was meant to open, not /auth.
  linkInvalid: {
    title: 'Link invalid or expired',
    description:
      'This e-mail link has expired or was already used. If you already confirmed your address, sign in; otherwise sign up again with the same address to get a new link.',
  },
  unexpected: { title: 'Error', description: 'An unexpected error occurred.' },
} as const satisfies Record<string, ToastText>;

export const authErrorTitles = {
  signIn: 'Sign in failed',
  signUp: 'Sign up failed',
  passwordReset: 'Password reset failed',
  passwordUpdate: 'Password update failed',
  identityProvider: 'Failed to sign in with Google',
  invalidEmail: 'Invalid Email',
  invalidPassword: 'Invalid Password',
} as const;

export const validationText = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password is too long',
  firstNameRequired: { title: 'First Name Required', description: 'Please enter your first name' },
  firstNameTooLong: {
    title: 'First Name Too Long',
    description: 'Please use at most 50 characters for your first name',
  },
  passwordsDontMatch: { title: "Passwords don't match", description: 'Please make sure both passwords are identical.' },
  onboardingFillAllFields: 'Please fill in all fields',
  accountPasswordsDontMatch: { title: "Passwords don't match", description: 'Please make sure both passwords match.' },
  accountPasswordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long.' },
  contactFillAllFields: 'Please fill in all fields.',
  feedbackEmpty: 'Please enter your feedback message.',
  feedbackLoginRequired: 'You must be logged in to send feedback.',
} as const;

export const listingsText = {
  loading: 'Loading listings...',
  showListings: (count: number) => `Show ${count} listings`,
  viewListings: 'View listings',
  showingResults: (count: number) => `Showing results for ${count} listings`,
  empty: 'No housing listings found matching the criteria.',
  databaseStructure: 'Database structure issue detected. Please try refreshing the page.',
  connectionFailed: 'Failed to connect to the database. Please check your connection and try again.',
  clearCacheAndRetry: 'Clear Cache & Retry',
  reloadPage: 'Reload Page',
  priceOnRequest: 'Price on request',
  pricePerMonth: (euros: number) => `€${euros}/month`,
  listingNotFound: 'Listing not found',
  goBack: 'Go Back',
  backToListings: 'Back to Listings',
  viewOnMap: 'View on Map',
  viewOriginalPost: 'View Original Post',
} as const;

/** The first copy of the listings to a new device, told while it streams in. */
export const copyText = {
  progress: (onDevice: number, coming: number) =>
    `${onDevice.toLocaleString('en-US')} of ${coming.toLocaleString('en-US')} listings on this device`,
  fromArrived: (onDevice: number) =>
    `The connection dropped, so these results cover only the ${onDevice.toLocaleString('en-US')} listings on this device so far. The rest arrive when the connection returns.`,
  stopped: 'The copy to this device stopped; it goes on when the connection returns.',
} as const;

export const listingToasts = {
  detailStructure: { title: 'Error', description: 'Database structure issue. Please try refreshing.' },
  detailFailed: { title: 'Error', description: 'Failed to load listing details. Please try again.' },
  mapConfigFailed: {
    title: 'Warning',
    description: 'Failed to load map configuration. Map functionality may be limited.',
  },
  originalPostLoginRequired: { title: 'Login Required', description: 'Please sign in to view the original post' },
  // The spec ties 'access to the links to the original posts' to Premium; the wording follows its 'Premium Required'.
  originalPostPremiumRequired: {
    title: 'Premium Required',
    description: 'Please upgrade to premium to access the links to the original posts.',
  },
} as const satisfies Record<string, ToastText>;

export const favoritesText = {
  heading: 'My Favorites',
  signInRequired: 'Sign in Required',
  signInRequiredDescription: 'Sign in to see the listings you saved.',
  loading: 'Loading your favorites...',
  none: 'No favorites yet',
  browseListings: 'Browse Listings',
  count: (n: number) => `${n} favorite listing${n === 1 ? '' : 's'}`,
} as const;

export const favoriteToasts = {
  added: { title: 'Added to favorites' },
  removed: { title: 'Removed from favorites' },
  already: { title: 'Already in favorites' },
  signInRequired: { title: 'Sign in required', description: 'Please sign in to save favorites' },
  loadFailed: { title: 'Failed to load favorites' },
  addFailed: { title: 'Failed to add to favorites' },
  removeFailed: { title: 'Failed to remove from favorites' },
} as const satisfies Record<string, ToastText>;

export const alertToasts = {
  loginRequired: {
    title: 'Login Required',
    description: 'Please log in to save your alert. You can sign up for free!',
  },
  premiumFeature: { title: 'Premium feature', description: 'Saving alert is only available for premium members.' },
  premiumRequired: { title: 'Premium Required', description: 'Please upgrade to premium to set up room alerts.' },
  saved: { title: 'Alert saved', description: "You'll receive notifications when new matching listings appear." },
  updated: { title: 'Alert updated', description: "You'll receive notifications when new matching listings appear." },
  deleted: { title: 'Alert deleted', description: 'Your saved alert has been removed.' },
  loadFailed: { title: 'Error', description: 'Failed to load saved alert.' },
  saveFailed: { title: 'Error', description: 'Failed to save alert. Please try again.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete alert.' },
  onboardingSaveFailed: { title: 'Error', description: 'Failed to save your preferences. Please try again.' },
  onboardingWelcome: {
    title: 'Welcome to RoomRadar!',
    description: 'Your room alert has been set up. We will e-mail you new matches.',
  },
} as const satisfies Record<string, ToastText>;

/** Notifications on a member's devices (Web Push); beyond the spec, in its style. */
export const pushText = {
  heading: 'Notifications on this device',
  intro: 'Get a notification on this phone or computer within seconds of a matching room being posted.',
  turnOn: 'Notify me on this device',
  turningOn: 'Turning on...',
  on: 'Notifications are on for this device.',
  turnOff: 'Turn off on this device',
  premiumOnly: 'Notifications on your devices are a Premium feature, like e-mail alerts.',
  denied:
    "Notifications are blocked for RoomRadar in this browser. Allow them in the browser's site settings, then turn them on here again.",
  dismissed: 'You closed the question without allowing notifications. Turn them on again when you are ready.',
  unsupported: 'This browser cannot show notifications from RoomRadar. Your alerts still reach you by e-mail.',
  needsHomeScreen:
    'On iPhone and iPad, add RoomRadar to your home screen first (Share, then Add to Home Screen), open it from there and turn notifications on.',
  notConfigured: 'Notifications on devices are not available on this server. Your alerts reach you by e-mail.',
  devicesHeading: 'Your devices',
  thisDevice: 'This device',
  added: (date: string) => `Added ${date}`,
  remove: 'Remove',
  channelsLabel: 'Send alerts by',
  noDeviceWarning: 'No device has notifications on yet: turn them on below, or this alert reaches you nowhere.',
} as const;

export const pushToasts = {
  on: { title: 'Notifications on', description: 'This device will show new rooms that match your alert.' },
  failed: { title: 'Error', description: 'Failed to turn on notifications. Please try again.' },
  removed: { title: 'Device removed', description: 'It gets no more notifications from RoomRadar.' },
  removeFailed: { title: 'Error', description: 'Failed to remove the device. Please try again.' },
} as const satisfies Record<string, ToastText>;

export const paymentToasts = {
  success: { title: 'Payment Successful!', description: 'Welcome to Premium. Your subscription is being activated.' },
  activated: { title: 'Subscription Activated!' },
  canceled: { title: 'Payment Canceled', description: 'Your payment was canceled. You have not been charged.' },
  checkoutFailed: { title: 'Payment Error', description: 'Unable to create checkout session. Please try again.' },
  generic: { title: 'Error', description: 'Something went wrong. Please try again.' },
  portalFailed: { title: 'Error', description: 'Unable to open customer portal. Please try again.' },
  authRequired: { title: 'Authentication Required', description: 'Please log in to upgrade your subscription.' },
} as const satisfies Record<string, ToastText>;

/** Actions that need the network, tried without one. The spec has no wording for these; the titles match its style. */
export const offlineToasts = {
  payment: {
    title: 'You Are Offline',
    description: 'Payments need an internet connection. Please try again when you are back online.',
  },
  signIn: {
    title: 'You Are Offline',
    description: 'Signing in needs an internet connection. Please try again when you are back online.',
  },
  signUp: {
    title: 'You Are Offline',
    description: 'Creating an account needs an internet connection. Please try again when you are back online.',
  },
} as const satisfies Record<string, ToastText>;

export const messageToasts = {
  contactSent: { title: 'Message Sent!', description: "Thanks for reaching out. We'll get back to you soon." },
  contactFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  feedbackSent: { title: 'Feedback Sent!', description: 'Thank you for helping us improve RoomRadar.' },
  feedbackFailed: { title: 'Error', description: 'Failed to send feedback. Please try again.' },
} as const satisfies Record<string, ToastText>;

export const accountToasts = {
  verificationSent: {
    title: 'Verification email sent',
    description: 'Please check your new email to verify the change.',
  },
  profileUpdated: { title: 'Profile updated' },
  passwordChanged: { title: 'Password changed' },
  updateFailed: { title: 'Update failed', description: 'Failed to update profile' },
  passwordChangeFailed: { title: 'Password change failed', description: 'Failed to change password' },
  // Beyond the spec (GDPR): the data export and account deletion.
  exportFailed: { title: 'Error', description: 'Failed to download your data. Please try again.' },
  deleted: {
    title: 'Account deleted',
    description: 'Your account and everything we held about you have been removed.',
  },
  deleteFailed: { title: 'Account deletion failed', description: 'Failed to delete account' },
} as const satisfies Record<string, ToastText>;

export const updateText = {
  newVersion: 'New version available!',
  update: 'Update',
} as const;

export const notFoundText = {
  heading: 'Oops! Page not found',
  backHome: 'Return to Home',
} as const;

/** Document titles: 'RoomRadar · {page}', the page named as the header and the spec name it. */
export const pageTitle = (page: string) => `RoomRadar · ${page}`;

export const pageTitles = {
  landing: pageTitle('How It Works'),
  listings: pageTitle('Listings'),
  listingLoading: pageTitle('Listing'),
  listingNotFound: pageTitle('Listing not found'),
  favorites: pageTitle('My Favorites'),
  signIn: pageTitle('Sign In'),
  signUp: pageTitle('Sign Up'),
  onboarding: pageTitle('Welcome'),
  getRoomAlerts: pageTitle('Get Room Alerts'),
  pricing: pageTitle('Pricing'),
  subscription: pageTitle('Subscription'),
  account: pageTitle('My Account'),
  about: pageTitle('About Us'),
  terms: pageTitle('Terms & Conditions'),
  privacy: pageTitle('Privacy Policy'),
  faq: pageTitle('FAQ'),
  contact: pageTitle('Contact'),
  feedback: pageTitle('Share Feedback'),
  unsubscribe: pageTitle('Room alert e-mails'),
  notFound: pageTitle('Page not found'),
} as const;
