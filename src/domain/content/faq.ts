// The five questions of the FAQ (product spec section 2), shown on the landing page and on /faq.

export const faqItems = [
  {
    question: 'How does RoomRadar help me find a room?',
    answer:
      'Rooms in Amsterdam are offered in dozens of Facebook housing groups, buried between cross-posts, "looking for" posts and scams. RoomRadar reads those groups for you, turns every real offer into a listing with its rent, size, roommates and dates, and shows them on one map and one list that you can filter in a second.',
  },
  {
    question: 'How long does it take to find a room?',
    answer:
      'That depends on your budget, your dates and how flexible you are about the area. Renters who filter precisely and react within the first hours of a post do best: good rooms get many replies on the first day. Premium e-mail alerts tell you about a new match as soon as it is posted.',
  },
  {
    question: 'Does RoomRadar rent out rooms itself?',
    answer:
      'No. RoomRadar is not a landlord or an agency and rents out nothing. We show offers that others posted publicly and link to the original post, so you always contact the person who offers the room directly.',
  },
  {
    question: 'Can I find social housing through RoomRadar?',
    answer:
      'No, social housing is not covered. To qualify for social housing, register directly with the housing corporations in your region (in Amsterdam through WoningNet): the waiting time counts from the day you register.',
  },
  {
    question: 'What should I know before renting a room?',
    answer:
      'Always view a room, in person or by live video, before you pay anything, and never pay through money-transfer services. Ask whether you can register at the address, what the rent includes, and get a written contract. The Dutch rent rules protect tenants too: the Huurcommissie can check whether a rent is fair.',
  },
] as const;
