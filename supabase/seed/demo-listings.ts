// A small set of demo listings for an empty local database, so `npm start` shows a working product.
// The ingestion work replaces this with its corpus of invented posts run through the real pipeline.

export type DemoListing = {
  sourcePostId: string;
  title: string;
  area: string;
  city: string;
  latitude: number;
  longitude: number;
  rent: number | null;
  roomSize: number | null;
  houseSize: number | null;
  roommates: number | null;
  type: 'room' | 'studio' | 'apartment';
  isSubrent: boolean;
  hoursAgo: number;
  availableInDays: number;
  stayMonths: number | null;
  languages: string[];
  text: string;
};

export const demoListings: DemoListing[] = [
  { sourcePostId: 'demo-001', title: 'Bright room in the Jordaan', area: 'Jordaan', city: 'Amsterdam', latitude: 52.3747, longitude: 4.8797, rent: 950, roomSize: 14, houseSize: 85, roommates: 2, type: 'room', isSubrent: false, hoursAgo: 3, availableInDays: 10, stayMonths: null, languages: ['english'], text: 'Bright room of 14 m2 in a canal house in the Jordaan, shared with two friendly working professionals. Rent €950 including bills. Registration possible.' },
  { sourcePostId: 'demo-002', title: 'Studio in De Pijp for 6 months', area: 'De Pijp', city: 'Amsterdam', latitude: 52.3533, longitude: 4.8936, rent: 1400, roomSize: 28, houseSize: 28, roommates: 0, type: 'studio', isSubrent: true, hoursAgo: 20, availableInDays: 14, stayMonths: 6, languages: ['english', 'dutch'], text: 'Subletting my studio in De Pijp while I travel: 28 m2, own kitchen and bathroom, €1400 all in, from next month for six months.' },
  { sourcePostId: 'demo-003', title: 'Kamer in Oost bij het Oosterpark', area: 'Oost', city: 'Amsterdam', latitude: 52.3601, longitude: 4.9205, rent: 800, roomSize: 12, houseSize: 90, roommates: 3, type: 'room', isSubrent: false, hoursAgo: 30, availableInDays: 5, stayMonths: null, languages: ['dutch'], text: 'Kamer van 12 m2 in een gezellig studentenhuis vlakbij het Oosterpark. Huur €800 inclusief. Je deelt keuken en badkamer met drie huisgenoten.' },
  { sourcePostId: 'demo-004', title: 'Apartment in Amsterdam-Noord with balcony', area: 'Noord', city: 'Amsterdam', latitude: 52.3907, longitude: 4.9229, rent: 1850, roomSize: null, houseSize: 55, roommates: 0, type: 'apartment', isSubrent: false, hoursAgo: 50, availableInDays: 30, stayMonths: 12, languages: ['english'], text: 'Two-room apartment of 55 m2 in Noord, 5 minutes from the ferry. €1850 excluding bills, one-year contract.' },
  { sourcePostId: 'demo-005', title: 'Room in Bos en Lommer for a woman', area: 'Bos en Lommer', city: 'Amsterdam', latitude: 52.3786, longitude: 4.8489, rent: 700, roomSize: 10, houseSize: 70, roommates: 1, type: 'room', isSubrent: false, hoursAgo: 70, availableInDays: 3, stayMonths: null, languages: [], text: 'Looking for a female flatmate aged 22-30 for a 10 m2 room in Bos en Lommer. €700 per month including internet.' },
  { sourcePostId: 'demo-006', title: 'Room near Science Park', area: 'Watergraafsmeer', city: 'Amsterdam', latitude: 52.3545, longitude: 4.9554, rent: 650, roomSize: 11, houseSize: 60, roommates: 2, type: 'room', isSubrent: true, hoursAgo: 100, availableInDays: 7, stayMonths: 3, languages: ['english'], text: 'Summer sublet: 11 m2 room close to Science Park, three months, €650.' },
  { sourcePostId: 'demo-007', title: 'Studio in Utrecht centrum', area: 'Binnenstad', city: 'Utrecht', latitude: 52.0907, longitude: 5.1214, rent: 1100, roomSize: 24, houseSize: 24, roommates: 0, type: 'studio', isSubrent: false, hoursAgo: 8, availableInDays: 20, stayMonths: null, languages: ['dutch', 'english'], text: 'Studio van 24 m2 in het centrum van Utrecht, €1100 exclusief gas, water en licht.' },
  { sourcePostId: 'demo-008', title: 'Kamer in Rotterdam-Kralingen', area: 'Kralingen', city: 'Rotterdam', latitude: 51.9244, longitude: 4.5055, rent: 575, roomSize: 15, houseSize: 100, roommates: 4, type: 'room', isSubrent: false, hoursAgo: 140, availableInDays: 15, stayMonths: null, languages: ['dutch'], text: 'Ruime kamer van 15 m2 in Kralingen, €575 inclusief, vier huisgenoten, dichtbij de EUR.' },
  { sourcePostId: 'demo-009', title: 'Room in West, price on request', area: 'Oud-West', city: 'Amsterdam', latitude: 52.3667, longitude: 4.8685, rent: null, roomSize: 13, houseSize: 80, roommates: 2, type: 'room', isSubrent: false, hoursAgo: 200, availableInDays: 40, stayMonths: null, languages: ['english'], text: 'Room of 13 m2 in Oud-West, message me for the price and a viewing.' },
  { sourcePostId: 'demo-010', title: 'Apartment in Zuid near Vondelpark', area: 'Zuid', city: 'Amsterdam', latitude: 52.3525, longitude: 4.8663, rent: 2300, roomSize: null, houseSize: 70, roommates: 0, type: 'apartment', isSubrent: false, hoursAgo: 300, availableInDays: 60, stayMonths: null, languages: ['english'], text: 'Furnished 70 m2 apartment next to the Vondelpark, €2300 per month, available in two months.' },
  { sourcePostId: 'demo-011', title: 'Room in Haarlem centrum', area: 'Centrum', city: 'Haarlem', latitude: 52.3811, longitude: 4.6368, rent: 750, roomSize: 12, houseSize: 75, roommates: 2, type: 'room', isSubrent: false, hoursAgo: 400, availableInDays: 12, stayMonths: null, languages: ['dutch', 'english'], text: 'Kamer in het centrum van Haarlem, 12 m2, €750 all-in.' },
  { sourcePostId: 'demo-012', title: 'Room in Nieuw-West with garden', area: 'Nieuw-West', city: 'Amsterdam', latitude: 52.3597, longitude: 4.8061, rent: 680, roomSize: 16, houseSize: 95, roommates: 3, type: 'room', isSubrent: false, hoursAgo: 12, availableInDays: 2, stayMonths: null, languages: ['english'], text: 'Large 16 m2 room in Nieuw-West in a house with a garden, €680 including bills.' },
];
