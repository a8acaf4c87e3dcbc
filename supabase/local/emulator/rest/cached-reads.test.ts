import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../../../functions/_shared/http-negotiation.ts';
import { cacheKey, entityTag } from './cached-reads.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const url = new URL('http://localhost/rest/v1/listings?select=id&limit=1');

describe('cacheKey', () => {
  it('differs by each header that changes the answer, and not by the others', () => {
    const base = cacheKey(request({ 'accept-encoding': 'gzip' }), url);
    expect(cacheKey(request({ 'accept-encoding': 'gzip', 'user-agent': 'x', authorization: 'Bearer y' }), url)).toBe(
      base,
    );
    for (const [name, value] of [
      ['accept-encoding', 'br'],
      ['accept', 'application/vnd.pgrst.object+json'],
      ['prefer', 'count=exact'],
      ['range', '0-9'],
      ['accept-profile', 'other'],
    ]) {
      expect(cacheKey(request({ 'accept-encoding': 'gzip', [name as string]: value as string }), url)).not.toBe(base);
    }
    expect(
      cacheKey(request({ 'accept-encoding': 'gzip' }), new URL('http://localhost/rest/v1/listings?select=id&limit=2')),
    ).not.toBe(base);
  });
});

describe('entityTag', () => {
  const answer = { status: 200, headers: { 'Content-Range': '0-0/1' }, body: Buffer.from('[{"id":1}]') };
  it('is quoted and the same for the same answer', () => expect(entityTag(answer)).toMatch(/^"[\w-]+"$/));
  it('changes with the body and with a header such as the count', () => {
    expect(entityTag({ ...answer, body: Buffer.from('[{"id":2}]') })).not.toBe(entityTag(answer));
    expect(entityTag({ ...answer, headers: { 'Content-Range': '0-0/2' } })).not.toBe(entityTag(answer));
  });
});

describe('matchesIfNoneMatch', () => {
  const cases: Array<[string | undefined, boolean]> = [
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ];
  it.each(cases)('%s → %s', (header, expected) => expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected));
});
