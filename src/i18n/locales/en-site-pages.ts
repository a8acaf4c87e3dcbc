// The texts of the site's pages past the first screens (account, unsubscribe, about, contact, feedback, terms
// and privacy) in English: a namespace of their own, loaded by those routes before they render (issue 31: the first screens' catalogue keeps within the landing budget). The Dutch
// catalogue has the same shape.

export const sitePages = {
  accountText: {
    free: 'Free',
    details: 'Account Details',
    emailAddress: 'Email Address',
    saveChanges: 'Save Changes',
    changePassword: 'Change Password',
    subscriptionStatus: 'Subscription Status',
    yourData: 'Your Data',
    yourDataIntro: 'Download a copy of everything RoomRadar holds about you, or delete your account and all of it.',
    download: 'Download my data',
    deleteAccount: 'Delete account',
    deleteQuestion: 'Delete your account?',
    deleteConsequences:
      'Your Premium subscription is canceled, and your profile, favorites with their notes, reply templates, room alert and messages are removed for good. This cannot be undone.',
    keep: 'Keep my account',
    confirmDelete: 'Delete my account',
  },
  accountToasts: {
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
  },
  unsubscribeText: {
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing...',
    heading: 'Room alert e-mails',
    done: 'You will no longer receive room alert e-mails. Your alert stays saved; you can manage it any time.',
    manage: 'Manage your alert',
    question: 'Stop the e-mails about new rooms that match your alert?',
  },
  staticText: {
    aboutHeading: 'About RoomRadar',
    ourStory: 'Our story',
    whatWeDo: 'What we do',
    notCovered:
      'RoomRadar does not rent out rooms itself, and social housing is not covered: register with the housing corporations directly.',
    aboutContact: 'Questions or ideas? Use the <form>contact form</form> or write to <mail>{{email}}</mail>.',
    contactHeading: 'Contact Us',
    contactIntro:
      'Personal support from the people who build RoomRadar. Write to us here or at <mail>{{email}}</mail>.',
    name: 'Name',
    message: 'Message',
    sendMessage: 'Send Message',
    feedbackIntro: "What works, what doesn't, what you miss: every message is read by the team.",
    yourFeedback: 'Your feedback',
    sendFeedback: 'Send Feedback',
    lastUpdated: 'Last updated {{date}}',
  },
  messageToasts: {
    contactSent: { title: 'Message Sent!', description: "Thanks for reaching out. We'll get back to you soon." },
    contactFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
    feedbackSent: { title: 'Feedback Sent!', description: 'Thank you for helping us improve RoomRadar.' },
    feedbackFailed: { title: 'Error', description: 'Failed to send feedback. Please try again.' },
  },
} as const;
