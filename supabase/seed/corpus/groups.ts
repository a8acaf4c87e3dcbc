// The housing groups the demo corpus is posted in, and the areas offers in each city are spread over.

export type Voice = 'en' | 'nl' | 'mixed';
export type Group = { name: string; city: string; voices: readonly Voice[]; id: string };

export const GROUPS: readonly Group[] = [
  { name: 'Amsterdam Rooms for Rent', city: 'Amsterdam', voices: ['en', 'en', 'mixed'], id: '4410291837465501' },
  { name: 'Kamers Amsterdam', city: 'Amsterdam', voices: ['nl', 'nl', 'mixed'], id: '2217450933188220' },
  { name: 'Expats in Amsterdam: Housing', city: 'Amsterdam', voices: ['en'], id: '8712033499015620' },
  { name: 'Kamer gezocht/aangeboden Amsterdam', city: 'Amsterdam', voices: ['nl', 'mixed'], id: '3064129877551900' },
  { name: 'Utrecht Rooms & Studios', city: 'Utrecht', voices: ['en', 'nl'], id: '1187734459021370' },
  { name: 'Kamers in Rotterdam', city: 'Rotterdam', voices: ['nl', 'en'], id: '5519283746102938' },
  {
    name: 'The Hague Housing / Den Haag Kamers',
    city: 'Den Haag',
    voices: ['en', 'nl', 'mixed'],
    id: '6620193847561029',
  },
  { name: 'Studentenkamers Groningen', city: 'Groningen', voices: ['nl', 'en'], id: '7738291045617283' },
  { name: 'Eindhoven Expat Housing', city: 'Eindhoven', voices: ['en'], id: '9928374650192837' },
  { name: 'Leiden & Delft Student Rooms', city: 'Leiden', voices: ['en', 'nl'], id: '1029384756473829' },
  { name: 'Wonen in Haarlem', city: 'Haarlem', voices: ['nl'], id: '2938475610293847' },
  { name: 'Wonen in de Zaanstreek', city: 'Zaandam', voices: ['nl'], id: '3847561029384756' },
];

/** Where offers are, by city, with a weight; area names are the gazetteer's. */
export const OFFER_PLACES: ReadonlyArray<{ city: string; weight: number; areas: readonly string[] }> = [
  {
    city: 'Amsterdam',
    weight: 55,
    areas: [
      'De Pijp',
      'Jordaan',
      'Oud-West',
      'De Baarsjes',
      'Bos en Lommer',
      'Westerpark',
      'Oost',
      'Indische Buurt',
      'Dapperbuurt',
      'Oosterpark',
      'Watergraafsmeer',
      'IJburg',
      'Rivierenbuurt',
      'Oud-Zuid',
      'Buitenveldert',
      'Slotervaart',
      'Osdorp',
      'Geuzenveld',
      'Nieuw-West',
      'Noord',
      'Van der Pekbuurt',
      'Buikslotermeer',
      'Overhoeks',
      'Bijlmer',
      'Gaasperdam',
      'Staatsliedenbuurt',
      'Spaarndammerbuurt',
      'Kinkerbuurt',
      'Centrum',
      'Zuidas',
      'Transvaalbuurt',
      'Hoofddorppleinbuurt',
    ],
  },
  {
    city: 'Utrecht',
    weight: 10,
    areas: ['Lombok', 'Wittevrouwen', 'Overvecht', 'Zuilen', 'Leidsche Rijn', 'Lunetten', 'Kanaleneiland', 'Tuinwijk'],
  },
  {
    city: 'Rotterdam',
    weight: 8,
    areas: ['Kralingen', 'Blijdorp', 'Delfshaven', 'Kop van Zuid', 'Katendrecht', 'Crooswijk', 'Oude Noorden'],
  },
  {
    city: 'Den Haag',
    weight: 7,
    areas: [
      'Zeeheldenkwartier',
      'Statenkwartier',
      'Scheveningen',
      'Regentessekwartier',
      'Bezuidenhout',
      'Laak',
      'Duinoord',
    ],
  },
  { city: 'Groningen', weight: 5, areas: ['Oosterpoort', 'Helpman', 'Schildersbuurt', 'Paddepoel', 'Korrewegwijk'] },
  { city: 'Eindhoven', weight: 4, areas: ['Strijp-S', 'Woensel-Zuid', 'Stratum', 'Gestel'] },
  { city: 'Leiden', weight: 3, areas: ['Merenwijk', 'Professorenwijk', 'Stevenshof'] },
  { city: 'Haarlem', weight: 3, areas: ['Haarlem-Noord', 'Schalkwijk', 'Kleverpark'] },
  { city: 'Zaandam', weight: 2, areas: ['Poelenburg', 'Rosmolenwijk', 'Kogerveld'] },
  { city: 'Amstelveen', weight: 2, areas: ['Westwijk', 'Elsrijk', 'Randwijck'] },
  { city: 'Diemen', weight: 1, areas: ['Diemen-Zuid', 'Diemen-Noord'] },
];

/** The group an offer in a city is posted in: its city's group, Amsterdam's for the towns around it. */
export function groupsFor(city: string): Group[] {
  const own = GROUPS.filter((group) => group.city === city);
  if (own.length > 0) return own;
  return GROUPS.filter((group) => group.city === (city === 'Delft' ? 'Leiden' : 'Amsterdam'));
}
