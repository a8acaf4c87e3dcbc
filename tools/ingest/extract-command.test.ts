import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const post = (id: string, text: string, postedAt = '2026-11-01T10:00:00Z') =>
  JSON.stringify({
    id,
    group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
    posted_at: postedAt,
    url: `https://example.org/${id}`,
    images: [],
    text,
  });

describe('npm run extract', () => {
  it('prints one line per input post in input order, with the fields, duplicate_of and the point', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'extract-'));
    const file = path.join(directory, 'posts.jsonl');
    writeFileSync(
      file,
      [
        post('b', 'Room in De Pijp, 12 m2, €800 all-in, 2 flatmates, from 1 December', '2026-11-02T10:00:00Z'),
        'not json',
        post('a', 'Kamer in De Pijp, 12m2, 800 euro all-in, 2 huisgenoten, per 1/12'),
        post('c', 'Zoek een kamer in Utrecht, budget €600'),
      ].join('\n'),
    );
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'tools/ingest/extract-command.ts', file], {
      encoding: 'utf8',
    });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.id ?? line.error)).toEqual(['b', 'The line is not valid JSON.', 'a', 'c']);
    expect(lines[0]).toMatchObject({
      post_type: 'HAS_HOUSING_AVAILABLE',
      listing_type: 'room',
      rent_on_monthly_basis: 800,
      room_size_m2: 12,
      amount_of_roommates: 2,
      neighbourhood: 'De Pijp',
      available_from: '2026-12-01',
      duplicate_of: 'a',
      bills: 'included',
      bills_monthly: null,
    });
    expect(lines[0]?.latitude).toEqual(expect.any(Number));
    expect(lines[2]).toMatchObject({ duplicate_of: null });
    expect(lines[3]).toMatchObject({
      post_type: 'LOOKING_FOR_HOUSING',
      rent_on_monthly_basis: null,
      latitude: null,
      language_requirements: [],
      scam_signals: false,
    });
    for (const field of [
      'house_total_size_m2',
      'minimum_age',
      'maximum_age',
      'gender_preference',
      'is_subrent',
      'city_of_post',
      'available_until',
      'registration_possible',
      'bills_advance',
      'deposit',
      'furnishing',
    ])
      expect(lines[0]).toHaveProperty(field);
  }, 60_000);
});
