// The About page's story and "what we do" points (product spec section 1).

export const aboutStory = [
  'RoomRadar started in an Amsterdam kitchen, after one of us spent three weeks refreshing forty Facebook housing groups for a room that was gone within the hour, every time. The offers were there, but buried between the same post copied to ten groups, people looking for a room, and scams.',
  'We built the tool we wished we had: one place that reads every group, keeps the real offers, and shows them with the facts that matter.',
] as const;

export const aboutWhatWeDo = [
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
    text: 'Premium members get an e-mail as soon as a new listing matches their saved preferences, so they can reply first.',
  },
] as const;
