import { describe, expect, it } from 'vitest';
import { isValidBucketId, objectNameProblem } from './object-keys.ts';

describe('objectNameProblem', () => {
  it.each([
    ['thumbs/ab12.webp'],
    ['a b/c (1).png'],
    ["odd!-.*'()&$@=;:+,?_name"],
    [`${'x'.repeat(255)}/${'y'.repeat(255)}`],
    ['..hidden/x'],
    ['a/b/c/d.webp'],
  ])('takes %s', (name) => {
    expect(objectNameProblem(name)).toBeNull();
  });

  it.each([
    ['', /empty/],
    [Array.from({ length: 5 }, () => 'x'.repeat(250)).join('/'), /1024 bytes/],
    ['x'.repeat(256), /segment .* longer than 255 bytes/],
    [`a/${'B'.repeat(300)}`, /segment .* longer than 255 bytes/],
    ['a\u0000b', /control/],
    ['a\nb', /control/],
    ['a\u007fb', /control/],
    ['a\\b', /backslash/],
    ['/etc/passwd', /starts with \//],
    ['a//b', /empty segment/],
    ['a/', /empty segment/],
    ['..', /\.\. segment/],
    ['a/../b', /\.\. segment/],
    ['./a', /\.\. segment/],
    ['café.webp', /ASCII/],
    ['a%2Fb', /ASCII/],
    ['a#b', /ASCII/],
  ])('refuses %j', (name, problem) => {
    expect(objectNameProblem(name)).toMatch(problem);
  });
});

describe('isValidBucketId', () => {
  it.each([
    ['listing-photos', true],
    ['a', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['', false],
    ['.', false],
    ['..', false],
    ['.incoming', false],
    ['a/b', false],
    ['a\\b', false],
    [' padded', false],
    ['café', false],
  ])('%j is %s', (id, isValid) => {
    expect(isValidBucketId(id)).toBe(isValid);
  });
});
