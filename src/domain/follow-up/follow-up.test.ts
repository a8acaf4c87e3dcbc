import { describe, expect, it } from 'vitest';
import {
  followUpProblem,
  groupFollowUps,
  instantFromLocalInput,
  localInputFromInstant,
  nextViewing,
  type FollowUp,
  type FollowUpFields,
} from './follow-up.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

const followUp = (listingId: number, fields: Partial<FollowUp> = {}): FollowUp => ({
  listingId,
  status: 'to_contact',
  viewingAt: null,
  note: '',
  createdAt: '2026-11-01T00:00:00Z',
  ...fields,
});

describe('followUpProblem', () => {
  it.each<[string, FollowUpFields, ReturnType<typeof followUpProblem>]>([
    ['a plain status', { status: 'contacted', viewingAt: null, note: '' }, null],
    [
      'a planned viewing with its time',
      { status: 'viewing_planned', viewingAt: '2026-12-03T18:00:00Z', note: '' },
      null,
    ],
    [
      'a planned viewing without a time',
      { status: 'viewing_planned', viewingAt: null, note: '' },
      'viewingTimeMissing',
    ],
    ['a time kept after the viewing', { status: 'applied', viewingAt: '2026-12-03T18:00:00+01:00', note: '' }, null],
    [
      'a time that is no time',
      { status: 'viewing_planned', viewingAt: 'Thursday 7pm', note: '' },
      'viewingTimeInvalid',
    ],
    [
      'a day that does not exist',
      { status: 'viewing_planned', viewingAt: '2026-02-30T18:00:00Z', note: '' },
      'viewingTimeInvalid',
    ],
    [
      'a year past the range',
      { status: 'viewing_planned', viewingAt: '2100-01-01T00:00:00Z', note: '' },
      'viewingTimeInvalid',
    ],
    [
      'a year before it',
      { status: 'viewing_planned', viewingAt: '1999-12-31T23:59:00Z', note: '' },
      'viewingTimeInvalid',
    ],
    ['a status that does not exist', { status: 'ghosted' as never, viewingAt: null, note: '' }, 'unknownStatus'],
    ['a note of 2,000 characters', { status: 'to_contact', viewingAt: null, note: 'x'.repeat(2000) }, null],
    ['a note of 2,001 characters', { status: 'to_contact', viewingAt: null, note: 'x'.repeat(2001) }, 'noteTooLong'],
  ])('%s', (_label, fields, expected) => {
    expect(followUpProblem(fields)).toBe(expected);
  });
});

describe('groupFollowUps', () => {
  it('lists every status in order with its count, empty ones too', () => {
    const groups = groupFollowUps([followUp(1), followUp(2, { status: 'got_it' })], NOW);
    expect(groups.map((group) => [group.status, group.items.length])).toEqual([
      ['to_contact', 1],
      ['contacted', 0],
      ['viewing_planned', 0],
      ['applied', 0],
      ['rejected', 0],
      ['got_it', 1],
    ]);
  });

  it('puts the next viewing first and viewings already past after the coming ones', () => {
    const groups = groupFollowUps(
      [
        followUp(1, { status: 'viewing_planned', viewingAt: '2026-12-10T18:00:00Z' }),
        followUp(2, { status: 'viewing_planned', viewingAt: '2026-11-20T18:00:00Z' }),
        followUp(3, { status: 'viewing_planned', viewingAt: '2026-11-28T09:30:00Z' }),
        followUp(4, { status: 'viewing_planned', viewingAt: '2026-11-25T18:00:00Z' }),
      ],
      NOW,
    );
    expect(groups[2]?.items.map((item) => item.listingId)).toEqual([3, 1, 4, 2]);
  });

  it('shows the newest favorite first in the other statuses', () => {
    const groups = groupFollowUps(
      [
        followUp(1, { createdAt: '2026-11-01T00:00:00Z' }),
        followUp(2, { createdAt: '2026-11-20T00:00:00Z' }),
        followUp(3, { createdAt: null }),
      ],
      NOW,
    );
    expect(groups[0]?.items.map((item) => item.listingId)).toEqual([2, 1, 3]);
  });
});

describe('nextViewing', () => {
  it('is the soonest viewing still to come, of a planned viewing only', () => {
    const next = nextViewing(
      [
        followUp(1, { status: 'viewing_planned', viewingAt: '2026-12-10T18:00:00Z' }),
        followUp(2, { status: 'viewing_planned', viewingAt: '2026-11-26T18:00:00Z' }),
        followUp(3, { status: 'applied', viewingAt: '2026-11-28T18:00:00Z' }),
        followUp(4, { status: 'viewing_planned', viewingAt: '2026-12-01T18:00:00Z' }),
      ],
      NOW,
    );
    expect(next?.listingId).toBe(4);
  });

  it('is null when no viewing is coming', () => {
    expect(nextViewing([followUp(1, { status: 'viewing_planned', viewingAt: '2026-11-01T18:00:00Z' })], NOW)).toBe(
      null,
    );
  });
});

describe('the viewing time input', () => {
  it('reads the device clock and writes it back the same', () => {
    const instant = instantFromLocalInput('2026-12-03T19:00');
    expect(instant).not.toBeNull();
    expect(localInputFromInstant(instant)).toBe('2026-12-03T19:00');
  });

  it.each(['', '2026-12-03', '2026-02-30T19:00', 'tomorrow'])('reads %j as no time', (value) => {
    expect(instantFromLocalInput(value)).toBeNull();
  });
});
