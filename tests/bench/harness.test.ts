import { describe, expect, it } from 'vitest';
import { renderTable, summarize } from './harness.ts';

describe('summarize', () => {
  it('takes the middle value of an odd count', () =>
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, runs: 3 }));
  it('averages the two middle values of an even count', () => expect(summarize([4, 1, 3, 2]).median).toBe(2.5));
});

describe('renderTable', () => {
  it('sets the ratio of the median to the baseline median', () => {
    const table = renderTable([
      { name: 'm', unit: 'ms', stats: summarize([2, 2, 2]), baseline: { name: 'b', stats: summarize([4, 4, 4]) } },
    ]);
    expect(table.split('\n')[2]).toContain('0.50x');
  });
});
