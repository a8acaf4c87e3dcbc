// Lighthouse's accessibility category on a page as it is now (a snapshot, not a load), for the bench groups
// that score a screen in a state a load cannot reach: the area controls, the alert page's five searches, the
// follow-up board. The audits that fail are named with a few of the elements they fail on.
import { snapshot } from 'lighthouse';
import type { Page } from 'puppeteer-core';

export type AccessibilityScore = { score: number; failing: string[] };

type Options = {
  formFactor?: 'mobile' | 'desktop';
  /**
   * No full-page screenshot: taking it widens the page past a phone's, which closes a phone's sheet (and
   * what was opened from it) before the next state is reached.
   */
  withoutFullPageScreenshot?: boolean;
};

/** Up to three elements an audit fails on: their markup, else their selector. */
function elementsOf(details: unknown): string[] {
  const items = (details as { items?: Array<{ node?: { snippet?: string; selector?: string } }> } | undefined)?.items;
  return (items ?? [])
    .slice(0, 3)
    .map((item) => item.node?.snippet ?? item.node?.selector ?? '')
    .filter(Boolean);
}

export async function accessibilityNow(page: Page, options: Options = {}): Promise<AccessibilityScore> {
  const result = await snapshot(page, {
    config: {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['accessibility'],
        formFactor: options.formFactor ?? 'mobile',
        screenEmulation: { disabled: true },
        ...(options.withoutFullPageScreenshot ? { disableFullPageScreenshot: true } : {}),
      },
    },
  });
  const lhr = result?.lhr;
  const category = lhr?.categories.accessibility;
  if (!lhr || !category || category.score === null) throw new Error('Lighthouse gave no accessibility score');
  const failing = category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const elements = elementsOf(audit?.details);
      return `${audit?.id}: ${audit?.title}${elements.length > 0 ? ` (${elements.join(' | ')})` : ''}`;
    });
  return { score: Math.round(category.score * 100), failing };
}
