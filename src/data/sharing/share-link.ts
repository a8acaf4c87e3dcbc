// Hands a listing's link to the phone's share sheet (Web Share API), or, where there is none (most desktop
// browsers, headless Chromium), puts it on the clipboard. Needs no network.
import { copyText } from '../browser/index.ts';

export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'failed';

/** The address of listing `id` on the site this page was opened at (never a host name written in). */
export function listingAddress(id: number, origin: string = window.location.origin): string {
  return `${origin}/listing/${id}`;
}

/** Shares through the system's sheet when the browser has one, else copies the link. */
export async function shareLink(share: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(share) ?? true)) {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else (no permission) falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    }
  }
  return (await copyText(share.url)) || copyWithSelection(share.url) ? 'copied' : 'failed';
}

/**
 * The clipboard API exists only on secure origins (a phone on the LAN address of a test server has none):
 * there the older copy command still works, from a selected field.
 */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
