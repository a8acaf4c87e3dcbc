import { describe, expect, it } from 'vitest';
import { clampCarouselIndex, visibleImageCount, wrapGalleryIndex } from './carousel.ts';

describe('visibleImageCount', () => {
  it.each([
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ])('%i px shows %i', (width, count) => expect(visibleImageCount(width)).toBe(count));
});

describe('clampCarouselIndex', () => {
  it.each([
    [-1, 5, 1, 0],
    [0, 5, 1, 0],
    [4, 5, 1, 4],
    [5, 5, 1, 4],
    [3, 5, 3, 2],
    [1, 2, 3, 0],
    [0, 0, 3, 0],
  ])('index %i of %i images, %i visible, is %i', (index, count, visible, expected) =>
    expect(clampCarouselIndex(index, count, visible)).toBe(expected),
  );
});

describe('wrapGalleryIndex', () => {
  it.each([
    [0, -1, 4, 3],
    [3, 1, 4, 0],
    [1, 1, 4, 2],
    [0, -5, 4, 3],
    [0, 1, 0, 0],
  ])('from %i by %i of %i images is %i', (index, by, count, expected) =>
    expect(wrapGalleryIndex(index, by, count)).toBe(expected),
  );
});
