// A new device's first answer, carried by the page itself. The local server draws /listings with the first
// answer to the default question already in it (supabase/local/app-host/listings-page.ts): the cards as HTML, so a
// phone shows them before any script has arrived, and the answer as JSON beside them, so the app starts from
// the very answer the cards were drawn from instead of asking the server again and drawing something else.
// The prerenderer hands the answer in directly (provideEmbeddedAnswer); a page reads it from its JSON once.
import type { FirstResultsAnswer } from './first-results-answer.ts';

/** The id of the page's <script type="application/json"> that holds the answer. */
export const EMBEDDED_ANSWER_ID = 'roomradar-first-answer';

/** An answer and the question it answers, as the first-results function's query string. */
export type EmbeddedAnswer = { query: string; answer: FirstResultsAnswer };

let embedded: EmbeddedAnswer | null | undefined;

/** The prerenderer's way in: the answer the page being drawn carries (null: none). */
export function provideEmbeddedAnswer(given: EmbeddedAnswer | null): void {
  embedded = given;
}

/**
 * Whether the page carries the answer to the question asked as `query`, read from the script element's
 * data-query without reading the answer: the first-visit script's whole check, kept to a few bytes.
 */
export function pageCarriesAnswerTo(query: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(EMBEDDED_ANSWER_ID)?.dataset.query === query;
}

/** The page's answer to the question asked as `query`; null when it carries none, or one to another question. */
export function embeddedAnswerFor(query: string): FirstResultsAnswer | null {
  embedded ??= answerInPage();
  return embedded !== null && embedded.query === query ? embedded.answer : null;
}

function answerInPage(): EmbeddedAnswer | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_ANSWER_ID)?.textContent;
  // The server that sent this page wrote it (listings-page.ts): whole, or not at all.
  try {
    return text ? (JSON.parse(text) as EmbeddedAnswer) : null;
  } catch {
    return null;
  }
}
