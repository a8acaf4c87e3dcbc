import { describe, expect, it } from 'vitest';
import { processPosts } from '../../../src/domain/ingestion/ingestion-pipeline.ts';
import { validatePost } from '../../../src/domain/ingestion/raw-post.ts';
import { scoreExtraction, type LabeledPost } from '../../../tests/bench/extract-accuracy.ts';
import { areaNamed, cityNamed } from '../../../src/domain/ingestion/gazetteer.ts';
import { detectLanguage } from '../../../src/domain/ingestion/post-language.ts';
import { foldText } from '../../../src/domain/ingestion/text.ts';
import { demoCorpus } from './demo-corpus.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const corpus = demoCorpus(NOW);

describe('the demo corpus', () => {
  it('holds at least 300 valid posts in the import format, dated in the 30 days before now', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    for (const { expected: _expected, ...post } of corpus) {
      expect(validatePost(post)).toMatchObject({ ok: true });
      const age = NOW.getTime() - Date.parse(post.posted_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(31 * 24 * 3600 * 1000);
    }
    expect(new Set(corpus.map((post) => post.id)).size).toBe(corpus.length);
  });

  it('mixes Dutch, English and bilingual posts; offers, seekers and noise; Amsterdam and other cities; cross-posts', () => {
    const languages = new Set(corpus.map((post) => detectLanguage(foldText(post.text))));
    expect([...languages].sort()).toEqual(['en', 'mixed', 'nl']);
    const types = corpus.map((post) => post.expected?.post_type);
    expect(types.filter((type) => type === 'HAS_HOUSING_AVAILABLE').length).toBeGreaterThan(200);
    expect(types.filter((type) => type === 'LOOKING_FOR_HOUSING').length).toBeGreaterThan(40);
    expect(types.filter((type) => type === 'OTHER').length).toBeGreaterThan(10);
    const cities = new Set(corpus.map((post) => post.expected?.city_of_post).filter(Boolean));
    expect(cities.size).toBeGreaterThanOrEqual(10);
    const amsterdamAreas = new Set(
      corpus.filter((post) => post.expected?.city_of_post === 'Amsterdam').map((post) => post.expected?.neighbourhood),
    );
    expect(amsterdamAreas.size).toBeGreaterThanOrEqual(25);
    expect(corpus.filter((post) => post.expected?.duplicate_of).length).toBeGreaterThan(15);
    expect(corpus.filter((post) => post.expected === null).length).toBeGreaterThan(0);
  });

  it("is read by the pipeline as labeled (the issue's bars: type 0.97, fields 0.93, duplicates 0.95, geocode 0.95)", () => {
    const processed = new Map(processPosts(corpus).map((post) => [post.id, post]));
    const labels: LabeledPost[] = corpus.flatMap((post) =>
      post.expected ? [{ id: post.id, expected: post.expected as LabeledPost['expected'] }] : [],
    );
    const score = scoreExtraction(labels, processed, {
      neighbourhood: (city, name) => areaNamed(city, name),
      city: (name) => cityNamed(name),
    });
    expect(score.postTypeAccuracy).toBeGreaterThanOrEqual(0.97);
    expect(score.fieldAccuracyMean).toBeGreaterThanOrEqual(0.93);
    expect(score.duplicatesF1).toBeGreaterThanOrEqual(0.95);
    expect(score.geocodeAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('is the same for the same moment and seed', () => {
    expect(demoCorpus(NOW).map((post) => post.text)).toEqual(corpus.map((post) => post.text));
  });
});
