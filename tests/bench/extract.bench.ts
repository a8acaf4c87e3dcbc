// extract: the ingestion pipeline on a labeled file (`npm run bench -- extract FILE`; by default the project's
// own labeled corpus): accuracy of post type, fields, duplicates and geocoding, and throughput on one core
// against a baseline in the same run (reading the same posts and folding their text, the floor any
// extractor pays).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaNamed, cityNamed } from '../../src/domain/ingestion/gazetteer.ts';
import { processPosts } from '../../src/domain/ingestion/ingestion-pipeline.ts';
import { parsePostLine, type RawPost } from '../../src/domain/ingestion/raw-post.ts';
import { foldText, normalizePostText } from '../../src/domain/ingestion/text.ts';
import { demoCorpus } from '../../supabase/seed/corpus/demo-corpus.ts';
import { scoreExtraction, type LabeledPost, type References } from './extract-accuracy.ts';
import { loadReferences } from './geo-references.ts';
import { sample, summarize, timed, type BenchGroup, type ReportRow } from './harness.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED_GEO = path.resolve(projectRoot, '../shared/data/geo');

type Labeled = { posts: RawPost[]; labels: LabeledPost[]; source: string };

function labeledFile(file: string): Labeled {
  const posts: RawPost[] = [];
  const labels: LabeledPost[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const parsed = parsePostLine(line);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
    posts.push(parsed.post);
    const { expected } = JSON.parse(line) as { expected?: LabeledPost['expected'] };
    if (expected) labels.push({ id: parsed.post.id, expected });
  }
  return { posts, labels, source: path.relative(process.cwd(), file) };
}

function ownCorpus(): Labeled {
  const corpus = demoCorpus(new Date('2026-11-21T12:00:00Z'));
  return {
    posts: corpus.map(({ expected: _expected, ...post }) => post),
    labels: corpus.flatMap((post) =>
      post.expected ? [{ id: post.id, expected: post.expected as LabeledPost['expected'] }] : [],
    ),
    source: "the project's labeled demo corpus",
  };
}

/** Without the shared geodata the reference points are the gazetteer's own (a weaker check). */
function gazetteerReferences(): References {
  return {
    neighbourhood: (city, name) => areaNamed(city, name),
    city: (name) => cityNamed(name),
  };
}

export const extractBench: BenchGroup = {
  name: 'extract',
  promises: [
    'extract.post_type_accuracy',
    'extract.field_accuracy_mean',
    'extract.duplicates_f1',
    'extract.geocode_accuracy',
    'extract.posts_per_s',
  ],
  description: 'ingestion pipeline accuracy and throughput on a labeled file',
  async run(args, scale) {
    const file = args[0];
    const data = file ? labeledFile(path.resolve(file)) : ownCorpus();
    const references = existsSync(SHARED_GEO) ? loadReferences(SHARED_GEO) : null;
    const processed = new Map(processPosts(data.posts).map((post) => [post.id, post]));
    const score = scoreExtraction(data.labels, processed, references ?? gazetteerReferences());
    process.stdout.write(
      `labeled data: ${data.source} (${data.posts.length} posts, ${data.labels.length} labeled); geocode reference: ${references ? 'shared geodata' : 'project gazetteer'}\n`,
    );
    const fields = Object.entries(score.fieldAccuracy).sort((left, right) => left[1] - right[1]);
    process.stdout.write(
      `field accuracy, weakest first: ${fields.map(([field, value]) => `${field} ${value.toFixed(3)}`).join(', ')}\n`,
    );
    for (const mistake of score.mistakes.slice(0, 25)) process.stdout.write(`  ${mistake}\n`);

    // Throughput over at least 2,000 posts per run: the file repeated with fresh ids as needed.
    const copies = Math.max(1, Math.ceil(2000 / data.posts.length));
    const workload = Array.from({ length: copies }, (_, copy) =>
      data.posts.map((post) => ({ ...post, id: `${post.id}#${copy}` })),
    ).flat();
    const pipeline = summarize(
      await sample(
        timed(() => processPosts(workload)),
        scale.runs(7),
        scale.warmups(1),
      ),
    );
    const floor = summarize(
      await sample(
        timed(() => workload.forEach((post) => foldText(normalizePostText(post.text)))),
        scale.runs(7),
        scale.warmups(1),
      ),
    );
    const perSecond = (stats: ReturnType<typeof summarize>) => ({
      ...stats,
      median: (workload.length / stats.median) * 1000,
      min: (workload.length / stats.max) * 1000,
      max: (workload.length / stats.min) * 1000,
    });
    const rows: ReportRow[] = [
      {
        name: `pipeline on ${workload.length} posts`,
        unit: 'ms',
        stats: pipeline,
        baseline: { name: 'read and fold only', stats: floor },
      },
      { name: 'pipeline throughput', unit: 'posts/s', stats: perSecond(pipeline) },
    ];
    return {
      rows,
      metrics: {
        'extract.post_type_accuracy': Number(score.postTypeAccuracy.toFixed(4)),
        'extract.field_accuracy_mean': Number(score.fieldAccuracyMean.toFixed(4)),
        'extract.duplicates_f1': Number(score.duplicatesF1.toFixed(4)),
        'extract.geocode_accuracy': Number(score.geocodeAccuracy.toFixed(4)),
        'extract.posts_per_s': Math.round((workload.length / pipeline.median) * 1000),
      },
    };
  },
};
