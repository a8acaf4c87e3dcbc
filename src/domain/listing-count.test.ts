import { describe, expect, it } from 'vitest';
import { textsFor } from '../i18n/fixed-texts.ts';
import { parseStoredCount, showListingsLabel, type ListingCountState } from './listing-count.ts';

describe('showListingsLabel', () => {
  it.each<[ListingCountState, number | null, string]>([
    [{ status: 'ready', count: 312 }, null, 'Show 312 listings'],
    [{ status: 'ready', count: 0 }, 40, 'Show 0 listings'],
    [{ status: 'loading' }, null, 'Loading listings...'],
    [{ status: 'loading' }, 287, 'Show 287 listings'],
    [{ status: 'error' }, 287, 'View listings'],
    [{ status: 'error' }, null, 'View listings'],
  ])('%j with last known %j reads %j', (state, lastKnown, expected) => {
    expect(showListingsLabel(state, lastKnown, textsFor('en'))).toBe(expected);
  });
});

describe('parseStoredCount', () => {
  it.each([
    [null, null],
    ['', null],
    ['abc', null],
    ['-3', null],
    ['1.5', null],
    ['99999999999999999999', null],
    ['0', 0],
    ['287', 287],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseStoredCount(raw)).toBe(expected);
  });
});
