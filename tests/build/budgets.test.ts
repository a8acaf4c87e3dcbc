import { describe, expect, it } from 'vitest';
import { judge, type Budget } from './budgets.ts';

const budget: Budget = {
  name: 'landing route JavaScript (en)',
  unit: 'KB gzip',
  limit: 130,
  why: 'a phone waits for all of it.',
  measure: () => 0,
};

describe('judge', () => {
  it('passes a figure at or under its budget, and prints it beside the budget', () => {
    expect(judge(budget, 130)).toEqual({
      line: 'landing route JavaScript (en): 130 KB gzip (budget 130 KB gzip)',
      failure: null,
    });
  });

  it('fails a figure over its budget with what it is, by how much, and why the budget is there', () => {
    expect(judge(budget, 131.25).failure).toBe(
      'landing route JavaScript (en) is 131.3 KB gzip, over its budget of 130 KB gzip by 1.3 KB gzip. ' +
        'The budget is there because a phone waits for all of it.',
    );
  });

  it('writes thousands with a separator', () => {
    expect(judge({ ...budget, name: 'precache', unit: 'KB', limit: 3_700 }, 3_558.62).line).toBe(
      'precache: 3,558.6 KB (budget 3,700 KB)',
    );
  });
});
