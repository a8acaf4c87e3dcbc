// follow-up-sync: a member's 500 favorites reaching a new device (issue 36, item 8), with a note on each
// against the same favorites without notes, through the sync engine (RxDB on Dexie over fake-indexeddb)
// from supabase/local: seconds from signing in until every favorite is on the device, and the bytes the
// favorites' pull carried (the listings' own first copy is done and counted apart before the member signs in).
// And Lighthouse's accessibility score of the follow-up board at a phone's and a desktop's width, in English
// and Dutch (follow-up-accessibility.ts; issue 36 item 7 asks 100 on the new views, which its floor holds).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { SyncEngine } from '../../workers/sync/sync-engine.ts';
import {
  createMember,
  serviceClient,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../support/test-backend.ts';
import { followUpBoardScores } from './follow-up-accessibility.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';
import { sample, summarize, type BenchGroup } from './harness.ts';

const FAVORITES = 500;
const WORDS = [
  'viewing',
  'Thursday',
  'Friday',
  'bring',
  'ID',
  'landlord',
  'answered',
  'asked',
  'deposit',
  'bike',
  'nice',
  'roommates',
  'kitchen',
  'small',
  'bright',
  'tram',
  'station',
  'registration',
  'possible',
  'not',
  'contract',
  'months',
  'called',
  'WhatsApp',
  'Facebook',
  'message',
  'sent',
  'again',
  'wait',
  'answer',
  'Anna',
  'Joris',
  'hospiteeravond',
  'bills',
  'included',
  'excluded',
  'furnished',
  'balcony',
  'garden',
  'noisy',
  'street',
  'far',
  'from',
  'work',
  'university',
];

/** A note as renters write them: a few sentences of 150 to 600 characters, with times and amounts (seeded). */
function noteFor(index: number): string {
  const random = seededRandom(index + 1);
  const length = 150 + random.int(451);
  let note = '';
  while (note.length < length) {
    const word = random.chance(0.1) ? `${random.int(24)}:${random.pick(['00', '15', '30', '45'])}` : random.pick(WORDS);
    note += random.chance(0.08) ? `${word}. ` : `${word} `;
  }
  return note.slice(0, length).trim();
}

async function favoriteAll(backend: TestBackend, member: TestUser, listingIds: number[], withNotes: boolean) {
  const rows = listingIds.map((listingId, index) => ({
    id: `${member.id}:${listingId}`,
    user_id: member.id,
    listing_id: listingId,
    follow_up_status: withNotes ? 'contacted' : 'to_contact',
    note: withNotes ? noteFor(index) : '',
  }));
  const { error } = await serviceClient(backend).from('favorites').insert(rows);
  if (error) throw new Error(error.message);
}

export const followUpSyncBench: BenchGroup = {
  name: 'follow-up-sync',
  promises: [
    `sync.favorites.${FAVORITES}.notes.s`,
    `sync.favorites.${FAVORITES}.notes.kb`,
    `sync.favorites.${FAVORITES}.plain.s`,
    `sync.favorites.${FAVORITES}.plain.kb`,
    'lighthouse.accessibility.follow_up_board',
  ],
  floors: { 'lighthouse.accessibility.follow_up_board': 100 },
  description: `a new device's sync of a member's ${FAVORITES} favorites, with notes against without`,
  async run(_args, scale) {
    const backend = await startTestBackend();
    const count = scale.size(FAVORITES);
    try {
      await insertSyntheticListings(backend.db, count);
      const listingIds = await backend.db.asOwner(async (sql) =>
        (await sql.query<{ id: number }>('select id from public.listings order by id limit $1', [count])).rows.map(
          (row) => Number(row.id),
        ),
      );
      const plain = await createMember(backend, { name: 'plain' });
      const noted = await createMember(backend, { name: 'noted' });
      await favoriteAll(backend, plain, listingIds, false);
      await favoriteAll(backend, noted, listingIds, true);

      const kilobytes = new Map<TestUser, number>();
      const newDevice = (member: TestUser) => async (): Promise<number> => {
        const engine = await SyncEngine.open({
          url: backend.url,
          anonKey: backend.keys.anonKey,
          storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }) as never,
          name: `bench-${Date.now()}`,
        });
        try {
          await engine.awaitListingsPulledOnce();
          await engine.awaitInSync();
          const before = engine.traffic.bytes;
          const started = performance.now();
          await engine.setSession({ userId: member.id, accessToken: member.accessToken });
          while ((await engine.followUps()).length < count) await new Promise((resolve) => setTimeout(resolve, 10));
          const seconds = (performance.now() - started) / 1000;
          kilobytes.set(member, (engine.traffic.bytes - before) / 1000);
          return seconds;
        } finally {
          await engine.close();
        }
      };

      const withNotes = summarize(await sample(newDevice(noted), scale.runs(5), scale.warmups(1)));
      const withoutNotes = summarize(await sample(newDevice(plain), scale.runs(5), scale.warmups(1)));
      const board = await followUpBoardScores();
      for (const [width, languages] of Object.entries(board))
        for (const [language, { failing }] of Object.entries(languages))
          if (failing.length > 0)
            process.stdout.write(`follow-up board (${width}, ${language}) fails: ${failing.join('; ')}\n`);
      const notesKb = kilobytes.get(noted) ?? Number.NaN;
      const plainKb = kilobytes.get(plain) ?? Number.NaN;
      const name = (part: string) => `sync.favorites.${FAVORITES}.${part}`;
      return {
        rows: [
          {
            name: name('notes.s'),
            unit: 's',
            stats: withNotes,
            baseline: { name: 'the same favorites without notes', stats: withoutNotes },
          },
          { name: name('notes.kb'), unit: 'KB', stats: summarize([notesKb]) },
          { name: name('plain.kb'), unit: 'KB', stats: summarize([plainKb]) },
          {
            name: 'lighthouse.accessibility follow-up board (snapshot, 412 px)',
            unit: 'score',
            stats: summarize([board.phone.en.score]),
            baseline: { name: 'same in Dutch', stats: summarize([board.phone.nl.score]) },
          },
          {
            name: 'lighthouse.accessibility follow-up board, a reply being written (snapshot, 412 px)',
            unit: 'score',
            stats: summarize([board.replying.en.score]),
            baseline: { name: 'same in Dutch', stats: summarize([board.replying.nl.score]) },
          },
          {
            name: 'lighthouse.accessibility follow-up board (snapshot, 1366 px)',
            unit: 'score',
            stats: summarize([board.desktop.en.score]),
            baseline: { name: 'same in Dutch', stats: summarize([board.desktop.nl.score]) },
          },
        ],
        metrics: {
          [name('notes.s')]: Number(withNotes.median.toFixed(3)),
          [name('notes.kb')]: Number(notesKb.toFixed(1)),
          [name('plain.s')]: Number(withoutNotes.median.toFixed(3)),
          [name('plain.kb')]: Number(plainKb.toFixed(1)),
          'lighthouse.accessibility.follow_up_board': Math.min(
            ...Object.values(board).flatMap((languages) => Object.values(languages).map(({ score }) => score)),
          ),
        },
      };
    } finally {
      await backend.stop();
    }
  },
};
