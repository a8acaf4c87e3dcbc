// photos: what keeping photos costs at ingest and what a card's photo costs a phone.
// - photos.ingest_per_s: posts with 60 distinct photos (made from the demo's seven by crops, flips and
//   tints) go through ingest-posts over HTTP from a local photo host; each photo is fetched, made into two
//   WebP copies, hashed and stored. Photos per second over the batch; baseline: the same posts without
//   photos, as posts per second.
// - photos.card_bytes: the median size of a stored card copy (budget 25,000), beside the detail copy and
//   the source JPEG.
// - lighthouse.performance.listings_photos: Lighthouse's mobile default on /listings of the demo with its
//   photos kept (budget 95); baseline: the same demo with its photos removed, in the same run.
import sharp from 'sharp';
import { seedDemoData } from '../../supabase/local/app-host/demo-seed.ts';
import { photoFiles, startPhotoHost } from '../support/photo-host.ts';
import { startTestBackend } from '../support/test-backend.ts';
import { summarize, type BenchGroup, type ReportRow } from './harness.ts';
import { LIGHTHOUSE_RUNS, lighthouseScores } from './pwa.bench.ts';
import { ensureBuilt } from './synced-device.ts';

const PHOTOS = 60;
const PHOTOS_PER_POST = 3;
const RUNS = 3;

/** Sixty different JPEGs: the demo's photos cropped, mirrored and tinted in turn (sizes as a phone uploads). */
async function distinctPhotos(): Promise<Buffer[]> {
  const files = await photoFiles();
  const sources = [files.bedroom, files.kitchen, files.living];
  return Promise.all(
    Array.from({ length: PHOTOS }, async (_, index) => {
      const source = sources[index % sources.length] as Buffer;
      const { width = 1200, height = 800 } = await sharp(source).metadata();
      const cut = 10 + (index % 7) * 15;
      let image = sharp(source).extract({ left: cut, top: cut, width: width - 2 * cut, height: height - 2 * cut });
      if (index % 2 === 1) image = image.flop();
      return image
        .modulate({ hue: (index * 37) % 360 })
        .jpeg({ quality: 82 })
        .toBuffer();
    }),
  );
}

function posts(run: string, base: string | null): string {
  const count = PHOTOS / PHOTOS_PER_POST;
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      id: `bench-${run}-${index}`,
      group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
      posted_at: new Date(Date.UTC(2026, 10, 20, 10, index)).toISOString(),
      url: `https://www.facebook.com/groups/1/posts/${run.length}${index}`,
      images:
        base === null
          ? []
          : Array.from(
              { length: PHOTOS_PER_POST },
              (_, photo) => `${base}/p${index * PHOTOS_PER_POST + photo}.jpg?${run}`,
            ),
      text: `Room for rent in De Pijp, ${10 + index} m2, €${700 + index * 10} per month, available now. Run ${run}.`,
    }),
  ).join('\n');
}

async function timedIngest(url: string, secret: string, body: string): Promise<{ ms: number; kept: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/functions/v1/ingest-posts`, {
    method: 'POST',
    headers: { 'x-ingest-secret': secret, 'content-type': 'application/x-ndjson' },
    body,
  });
  const report = (await response.json()) as { photos?: { kept: number; dropped: unknown[] }; created: number };
  if (!response.ok) throw new Error(`ingest-posts answered ${response.status}`);
  return { ms: performance.now() - started, kept: report.photos?.kept ?? 0 };
}

async function ingestRates(runs: number) {
  const photos = await distinctPhotos();
  const host = await startPhotoHost(
    Object.fromEntries(photos.map((body, index) => [`/p${index}.jpg`, { type: 'image/jpeg', body }])),
  );
  const backend = await startTestBackend();
  try {
    const secret = backend.keys.ingestSecret;
    const withPhotos: number[] = [];
    const withoutPhotos: number[] = [];
    const cardBytes: number[] = [];
    const detailBytes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const kept = await timedIngest(backend.url, secret, posts(`p${run}`, host.base));
      if (kept.kept !== PHOTOS) throw new Error(`Kept ${kept.kept} of ${PHOTOS} photos`);
      withPhotos.push((kept.kept / kept.ms) * 1000);
      const bare = await timedIngest(backend.url, secret, posts(`b${run}`, null));
      withoutPhotos.push((PHOTOS / PHOTOS_PER_POST / bare.ms) * 1000);
    }
    const { data } = await backend.db
      .asOwner((sql) =>
        sql.query<{ image_urls: { full: string[]; thumb: string[] } }>(
          `select image_urls from public.listings where jsonb_array_length(image_urls -> 'thumb') > 0`,
        ),
      )
      .then((result) => ({ data: result.rows }));
    for (const row of data) {
      for (const path of row.image_urls.thumb)
        cardBytes.push((await (await fetch(`${backend.url}${path}`)).arrayBuffer()).byteLength);
      for (const path of row.image_urls.full)
        detailBytes.push((await (await fetch(`${backend.url}${path}`)).arrayBuffer()).byteLength);
    }
    return {
      withPhotos: summarize(withPhotos),
      withoutPhotos: summarize(withoutPhotos),
      card: summarize(cardBytes),
      detail: summarize(detailBytes),
      source: summarize(photos.map((photo) => photo.length)),
    };
  } finally {
    await host.close();
    await backend.stop();
  }
}

/** Lighthouse on the demo's /listings, with its kept photos or with them removed. */
async function demoLighthouse(withPhotos: boolean, runs: number) {
  const backend = await startTestBackend();
  try {
    await seedDemoData(backend, 4);
    if (!withPhotos)
      await backend.db.asOwner((sql) =>
        sql.query(`update public.listings set image_urls = '{"full": [], "thumb": []}'::jsonb`),
      );
    return summarize((await lighthouseScores('/listings', backend.url, runs)).map((scores) => scores.performance));
  } finally {
    await backend.stop();
  }
}

export const photosBench: BenchGroup = {
  name: 'photos',
  promises: [
    'photos.ingest_per_s',
    'photos.card_bytes',
    'photos.detail_bytes',
    'lighthouse.performance.listings_photos',
  ],
  description:
    'Photos kept at ingest (fetch, two WebP copies, hash, Storage) per second; card bytes; Lighthouse with photos',
  async run(_args, scale) {
    ensureBuilt();
    const rates = await ingestRates(scale.runs(RUNS));
    const lighthouseRuns = scale.smoke ? 1 : LIGHTHOUSE_RUNS;
    const lighthouseWith = await demoLighthouse(true, lighthouseRuns);
    const lighthouseWithout = await demoLighthouse(false, lighthouseRuns);
    const rows: ReportRow[] = [
      {
        name: 'photos.ingest_per_s (60 photos, 3 a post)',
        unit: 'photos/s',
        stats: rates.withPhotos,
        baseline: { name: 'the same posts without photos (posts/s)', stats: rates.withoutPhotos },
      },
      {
        name: 'photos.card_bytes (budget 25,000)',
        unit: 'bytes',
        stats: rates.card,
        baseline: { name: 'the source JPEG', stats: rates.source },
      },
      {
        name: 'detail copy bytes',
        unit: 'bytes',
        stats: rates.detail,
        baseline: { name: 'the source JPEG', stats: rates.source },
      },
      {
        name: 'lighthouse.performance /listings, demo with photos (budget 95)',
        unit: 'score',
        stats: lighthouseWith,
        baseline: { name: 'the same demo without photos', stats: lighthouseWithout },
      },
    ];
    return {
      rows,
      metrics: {
        'photos.ingest_per_s': Math.round(rates.withPhotos.median * 10) / 10,
        'photos.card_bytes': rates.card.median,
        'photos.detail_bytes': rates.detail.median,
        'lighthouse.performance.listings_photos': lighthouseWith.median,
      },
    };
  },
};
