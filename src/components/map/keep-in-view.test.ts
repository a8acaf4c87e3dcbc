import { describe, expect, it } from 'vitest';
import { panToShow } from './keep-in-view.ts';

const frame = { left: 0, top: 0, right: 1000, bottom: 600 };
const box = (left: number, top: number, size = 40) => ({ left, top, right: left + size, bottom: top + size });

describe('keeping a selected marker in view', () => {
  it('leaves a marker well inside the map where it is', () => {
    expect(panToShow(box(400, 200), frame, null)).toEqual([0, 0]);
  });

  it('pans a marker half off an edge just far enough in, clear of the controls on the right', () => {
    expect(panToShow(box(-20, 200), frame, null)).toEqual([-36, 0]);
    expect(panToShow(box(980, 200), frame, null)).toEqual([76, 0]);
    expect(panToShow(box(400, -30), frame, null)).toEqual([0, -46]);
    expect(panToShow(box(400, 590), frame, null)).toEqual([0, 46]);
  });

  it('moves a marker out from under the preview that covers it, and ignores a preview beside it', () => {
    const preview = { left: 12, top: 420, right: 396, bottom: 588 };
    expect(panToShow(box(100, 450), frame, preview)).toEqual([0, 86]);
    expect(panToShow(box(600, 450), frame, preview)).toEqual([0, 0]);
  });

  it('does the same under a phone’s bottom sheet across the whole width', () => {
    const phone = { left: 0, top: 0, right: 390, bottom: 796 };
    const sheet = { left: 0, top: 620, right: 390, bottom: 796 };
    expect(panToShow(box(170, 700, 44), phone, sheet)).toEqual([0, 140]);
  });
});
