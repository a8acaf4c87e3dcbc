// extract-real: the ingestion pipeline on real rental ads (`npm run bench -- extract-real`): each ad of
// ../shared/data/real-ads/dev.jsonl as a post in a nationwide group (title, blank line, text), scored against
// the fields the site recorded. The ads belong to their authors, so they are read from the shared folder only;
// without it the group says so and measures nothing. REAL_ADS_MISTAKES=FILE writes every miss (ids and values,
// never text) for error analysis.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processPosts } from '../../src/domain/ingestion/ingestion-pipeline.ts';
import type { RawPost } from '../../src/domain/ingestion/raw-post.ts';
import { foldText, normalizePostText } from '../../src/domain/ingestion/text.ts';
import { loadReferences } from './geo-references.ts';
import { sample, summarize, timed, type BenchGroup } from './harness.ts';
import { adAsPostText, REAL_MEASURES, scoreRealAds, type RealAd } from './real-ads-accuracy.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED_DATA = path.resolve(projectRoot, '../shared/data');

function asPost(ad: RealAd): RawPost {
  return {
    id: ad.id,
    group: { name: null, city: null },
    posted_at: '2021-09-15T12:00:00.000Z',
    url: `https://example.org/ads/${ad.id}`,
    images: [],
    text: adAsPostText(ad),
  };
}

export const extractRealBench: BenchGroup = {
  name: 'extract-real',
  promises: [...REAL_MEASURES.map((measure) => `extract.real.${measure}`), 'extract.real.ads_per_s'],
  description: 'ingestion pipeline on real rental ads, against the fields their site recorded',
  async run(args, scale) {
    const file = args[0] ?? path.join(SHARED_DATA, 'real-ads/dev.jsonl');
    const references = loadReferences(path.join(SHARED_DATA, 'geo'));
    if (!existsSync(file) || !references) {
      process.stdout.write(
        `skipped: the real ads (${path.relative(process.cwd(), file)}) or the shared geodata are not beside the project\n`,
      );
      return { rows: [], metrics: {} };
    }
    const ads = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as RealAd)
      .slice(0, scale.smoke ? 200 : undefined);
    const posts = ads.map(asPost);
    const processed = new Map(processPosts(posts).map((post) => [post.id, post]));
    const score = scoreRealAds(ads, processed, (city) => references.city(city));
    process.stdout.write(
      `real ads: ${path.relative(process.cwd(), file)} (${ads.length} ads)\n\n| measure | correct | of | value |\n|---|---|---|---|\n`,
    );
    for (const measure of REAL_MEASURES) {
      const { correct, total, value } = score.measures[measure];
      process.stdout.write(`| ${measure} | ${correct} | ${total} | ${value.toFixed(3)} |\n`);
    }
    const mistakesFile = process.env.REAL_ADS_MISTAKES;
    if (mistakesFile) {
      writeFileSync(mistakesFile, `${score.mistakes.map((mistake) => JSON.stringify(mistake)).join('\n')}\n`);
      process.stdout.write(`\n${score.mistakes.length} misses written to ${mistakesFile}\n`);
    }

    const pipeline = summarize(
      await sample(
        timed(() => processPosts(posts)),
        scale.runs(5),
        scale.warmups(1),
      ),
    );
    const floor = summarize(
      await sample(
        timed(() => posts.forEach((post) => foldText(normalizePostText(post.text)))),
        scale.runs(5),
        scale.warmups(1),
      ),
    );
    return {
      rows: [
        {
          name: `pipeline on ${posts.length} real ads`,
          unit: 'ms',
          stats: pipeline,
          baseline: { name: 'read and fold only', stats: floor },
        },
      ],
      metrics: {
        ...Object.fromEntries(
          REAL_MEASURES.map((measure) => [`extract.real.${measure}`, Number(score.measures[measure].value.toFixed(4))]),
        ),
        'extract.real.ads_per_s': Math.round((posts.length / pipeline.median) * 1000),
      },
    };
  },
};
