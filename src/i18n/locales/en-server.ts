// The English texts only the server writes (alert notifications and mails, GoTrue's mails), apart from the
// app's catalogue (en.ts) so that no device downloads them with its first screen; textsFor (fixed-texts.ts)
// serves them with the rest. Dutch has the same keys (nl-server.ts), held to them by catalogue.test.ts.

export const serverTexts = {
  /** What an alert notification says (shown by the service worker, written by the server). */
  alertPushText: {
    newRoom: 'New room matching your alert',
    newRooms_one: '{{count, number}} new room',
    newRooms_other: '{{count, number}} new rooms',
    summaryBody: 'More rooms match your RoomRadar alert. Tap to see them all.',
    /** After a room's facts when the member has several saved searches: the ones it matched. */
    matchesSearches: 'Matches {{names}}',
  },
  /** A shared link's preview in a chat app (Open Graph tags) where no listing is named or known. */
  sharePreviewText: {
    siteName: 'RoomRadar',
    siteTitle: 'RoomRadar: find a room in Amsterdam',
    siteDescription:
      'RoomRadar scans the Dutch housing groups so you can find a room in Amsterdam: every offer on one map, filtered to you.',
  },
  /** The alert digest e-mail. */
  digestText: {
    greeting: 'Hi {{name}},',
    greetingNoName: 'Hi,',
    intro_one: '{{count, number}} new room matches your RoomRadar alert.',
    intro_other: '{{count, number}} new rooms match your RoomRadar alert.',
    subject_one: '{{count, number}} new room for you on RoomRadar',
    subject_other: '{{count, number}} new rooms for you on RoomRadar',
    andMore: 'And {{count, number}} more: {{link}}',
    seeAll: 'See all matches: {{link}}',
    seeAllCount: 'See all {{count, number}} matches',
    seeAllLink: 'See all matches',
    stopText: 'Stop these e-mails: {{link}}',
    stopLink: 'Stop these e-mails',
    /** Under the intro when the member has several saved searches: those the mail's rooms matched. */
    forSearches_one: 'For your saved search {{names}}.',
    forSearches_other: 'For your saved searches {{names}}.',
    /** Under a room when the member has several saved searches: the ones it matched. */
    matchesSearches: 'Matches {{names}}',
  },
  /** GoTrue's mails: sign-up confirmation, password recovery and e-mail change. */
  authMailText: {
    signup: {
      subject: 'Confirm your RoomRadar account',
      intro: 'Welcome to RoomRadar! Confirm your e-mail address to start saving favorites.',
      action: 'Confirm your e-mail',
    },
    recovery: {
      subject: 'Reset your RoomRadar password',
      intro: 'Someone asked to reset the password of your RoomRadar account. If it was you, choose a new one.',
      action: 'Reset your password',
    },
    email_change: {
      subject: 'Confirm your new e-mail address',
      intro: 'Confirm that RoomRadar may use this address for your account.',
      action: 'Confirm your new e-mail',
    },
    expiry: 'The link works for one hour. If you did not ask for this, ignore this e-mail.',
  },
} as const;
