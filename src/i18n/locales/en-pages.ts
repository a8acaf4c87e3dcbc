// The written pages in English (product spec section 1): About, the pricing page's lists, the Terms and the
// Privacy Policy. Loaded only by the routes that show them (src/i18n/page-texts.ts). i18next interpolates
// {{values}} (the price through Intl in the page's language); the Dutch catalogue has the same shape.

export const pages = {
  about: {
    story: [
      'RoomRadar started in an Amsterdam kitchen, after one of us spent three weeks refreshing forty Facebook housing groups for a room that was gone within the hour, every time. The offers were there, but buried between the same post copied to ten groups, people looking for a room, and scams.',
      'We built the tool we wished we had: one place that reads every group, keeps the real offers, and shows them with the facts that matter.',
    ],
    whatWeDo: [
      {
        title: 'Automated scanning',
        text: 'We read public housing groups around the clock, recognise offers among the "looking for" posts, and merge cross-posts into one listing.',
      },
      {
        title: 'Smart filtering',
        text: 'Rent, size, roommates, dates, language and area are extracted from each post, so you can filter precisely on a map or in a list, even offline.',
      },
      {
        title: 'Email notifications',
        text: 'Premium members get an e-mail, and if they like a notification on their phone, as soon as a new listing matches their saved preferences, so they can reply first.',
      },
    ],
  },
  pricing: {
    // What Premium gives; every filter is free for everyone (src/domain/content/pricing.ts says why).
    premiumFeatures: [
      'Links to the original posts, to reply to the person offering the room directly',
      'Instant e-mail alerts for new rooms that match your saved preferences',
      'Push notifications of new matches on your phone or computer',
      'Saved room preferences',
    ],
    filtersFree: 'Every filter is free for everyone: they run on your device, even offline.',
    // In the order of comparisonRows (src/domain/content/pricing.ts), which says who has each.
    comparison: {
      map: 'Listings on the map and in the list',
      allFilters: 'Every filter (rent, size, subrent, roommates, dates and more), also offline',
      favorites: 'Favorites, also offline',
      originalPosts: 'Links to the original posts',
      savedPreferences: 'Saved room preferences',
      emailAlerts: 'E-mail alerts for new matches',
      pushNotifications: 'Push notifications of new matches on this device',
    },
    guarantees: [
      {
        title: '{{days}}-day money-back guarantee',
        text: 'Not happy? Ask within {{days}} days for a full refund.',
      },
      {
        title: 'Cancel anytime',
        text: 'Cancelling takes two clicks from your account page. No questions, no phone calls.',
      },
      { title: 'Personal support', text: 'Real people answer through the contact page and by e-mail.' },
    ],
    faq: [
      {
        question: 'How do I cancel?',
        answer:
          'Open My Account, choose Manage Subscription and cancel. Premium stays active until the end of the month you paid for.',
      },
      {
        question: 'How does the money-back guarantee work?',
        answer: 'Write to support within {{days}} days of your first payment and we refund it in full.',
      },
      {
        question: 'Which payment methods can I use?',
        answer: 'iDEAL, credit cards and other methods offered at checkout by our payment provider, Stripe.',
      },
    ],
  },
  terms: [
    {
      title: 'About these terms',
      paragraphs: [
        'These terms govern your use of RoomRadar, its website and its e-mail alerts. By creating an account or using the service you accept them. If you do not accept them, please do not use RoomRadar.',
      ],
    },
    {
      title: 'Who may use RoomRadar',
      paragraphs: [
        'You must be {{termsAge}} years or older to create an account or to buy a subscription. By registering you confirm that you are.',
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
        'Premium costs {{price, currency(EUR)}} per month, charged in advance each month until you cancel. Premium adds links to the original posts, saved room preferences, e-mail alerts for new matching listings and push notifications of them on your devices. Every search filter is free for everyone.',
        'Prices include VAT. We announce price changes at least 30 days before they take effect, and you may cancel before then.',
      ],
    },
    {
      title: 'Cancelling and money-back guarantee',
      paragraphs: [
        'You can cancel at any time from your account page; Premium then stays active until the end of the period you paid for.',
        'If you are not satisfied, ask for a refund within {{days}} days of your first payment and we will refund it in full, no questions asked.',
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
        'RoomRadar is provided as it is. We are not liable for the content of posts or for dealings between renters and landlords. To the extent the law allows, our total liability to you is limited to the amount you paid us in the {{months}} months before the event that gave rise to the claim.',
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
        'Questions? Write to {{email}}.',
      ],
    },
  ],
  privacy: [
    {
      title: 'Who we are',
      paragraphs: [
        'RoomRadar is the data controller for the personal data described here. We are established in the Netherlands and you can reach us at {{email}}.',
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
        'RoomRadar is not directed to children under {{privacyAge}}, and we do not knowingly collect their data. If you believe a child has given us data, contact us and we will delete it.',
      ],
    },
    {
      title: 'Changes and contact',
      paragraphs: [
        'We will announce changes to this policy on this page and, for important changes, by e-mail. Questions about your privacy: {{email}}.',
      ],
    },
  ],
};
