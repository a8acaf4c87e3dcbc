// Seekers' posts and the rest of a housing group's noise: questions, sales, events, warnings, services.
import type { Random } from '../../../src/domain/seeded-random.ts';
import type { Group } from './groups.ts';

const NAMES = [
  'Sanne',
  'Lukas',
  'Priya',
  'Marta',
  'Tim',
  'Yara',
  'Daan',
  'Chen',
  'Fatima',
  'Joost',
  'Elena',
  'Omar',
  'Noor',
  'Jakub',
  'Aisha',
];
const JOBS_EN = [
  'a PhD student at the UvA',
  'a nurse',
  'a software developer',
  'an exchange student',
  'a teacher',
  'working in hospitality',
  'an intern at a bank',
];
const JOBS_NL = ['student aan de HvA', 'verpleegkundige', 'docent', 'werkzaam in de zorg', 'starter bij een bank'];

export function writeSeeker(group: Group, random: Random): string {
  const name = random.pick(NAMES);
  const age = 19 + random.int(20);
  const budget = 500 + random.int(12) * 50;
  const what = random.pick(['room', 'studio', 'room or studio', '1-bedroom apartment']);
  if (random.chance(group.voices.includes('nl') ? 0.55 : 0.15)) {
    return random.pick([
      `Hoi! Ik ben ${name} (${age}), ${random.pick(JOBS_NL)}, en ik zoek een kamer in ${group.city}. Budget max €${budget} all-in. Vanaf december of eerder. Inschrijving zou fijn zijn!`,
      `Gezocht: kamer of studio in ${group.city}, max €${budget} p/m, per direct. Ben rustig en netjes. Alle tips welkom 🙏`,
      `Wij (stel, ${age} en ${age + 2}) zoeken een appartement in ${group.city} of omgeving. Budget tot €${budget * 2}. Geen huisdieren, niet-rokers. Referenties beschikbaar.`,
      `Zoek kamer ${group.city}, budget ${budget}, ${age} jaar, werk fulltime. Per 1 januari. Thanks!`,
    ]);
  }
  return random.pick([
    `Hi everyone! I'm ${name} (${age}), ${random.pick(JOBS_EN)}, looking for a ${what} in ${group.city} from next month. My budget is up to €${budget} all in. I'm tidy and quiet. Registration would really help 🙏`,
    `ISO: ${what} in ${group.city}, budget €${budget}, from 1 January. Sublet is fine too! DM me please`,
    `Looking for a ${what} for me and my partner (both working) in ${group.city}. Max €${budget + 400}/month. Available for viewings anytime, can show payslips.`,
    `Need a room in ${group.city} ASAP! Anything under €${budget}. ${random.pick(['Male', 'Female'])}, ${age}, non-smoker.`,
  ]);
}

export function writeOther(group: Group, random: Random): string {
  return random.pick([
    `Moving out sale! 📦 IKEA bed 140x200 €${40 + random.int(6) * 10}, desk €25, 2 chairs €10 each. Pick up in ${group.city}, DM me`,
    `Does anyone know a good lawyer for rental disputes in ${group.city}? My landlord keeps my deposit of €${800 + random.int(8) * 100} 😤`,
    `⚠️ SCAM ALERT ⚠️ Someone is posting a "room" for €${350 + random.int(5) * 50} and asks for a deposit via Western Union before any viewing. Please report!`,
    `Parkeerplaats te huur in ${group.city}, €${90 + random.int(8) * 10} per maand. PB voor info.`,
    `📢 Reminder of the group rules: offers need a price, size, place and date. No agencies asking fees up front. – Admins`,
    `Free event: "Finding a home in ${group.city} as an international", Thursday 19:00 at the library. Tips on contracts, registration and scams!`,
    `Verhuizen binnen ${group.city}? Man met busje, vanaf €35 per uur. Bel of app!`,
    `Quick question: is it normal to pay a €250 "contract fee" to a landlord? Never had to before 🤔`,
    `Hi all, I'm doing a survey on housing stress among students in ${group.city}, 5 minutes. Link in the comments, thank you!`,
    `Is ${random.pick(['Noord', 'Zuidoost', 'Overvecht', 'Kralingen', 'Laak'])} a nice area to live in? Got offered a room there, no idea 😅`,
  ]);
}
