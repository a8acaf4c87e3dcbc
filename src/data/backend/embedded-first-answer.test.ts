import { afterEach, describe, expect, it } from 'vitest';
import { embeddedAnswerFor, provideEmbeddedAnswer } from './embedded-first-answer.ts';

const answer = { count: 2, total: 5, ids: [4, 2], first_cards: [], points: null };

describe('the answer a page carries', () => {
  afterEach(() => provideEmbeddedAnswer(null));

  it('answers only the question it was drawn for', () => {
    provideEmbeddedAnswer({ query: 'order=list&filters=%7B%7D', answer });
    expect(embeddedAnswerFor('order=list&filters=%7B%7D')).toBe(answer);
    expect(embeddedAnswerFor('order=map&filters=%7B%7D')).toBeNull();
  });

  it('is none where the page carries none (and outside a browser)', () => {
    expect(embeddedAnswerFor('order=list&filters=%7B%7D')).toBeNull();
  });
});
