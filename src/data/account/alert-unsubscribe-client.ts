// The confirmation step of an alert mail's unsubscribe link: the member's click sends the POST that turns
// the mails off (a GET never does, so link scanners cannot unsubscribe anyone).
import { backendConfig } from '../backend/backend-config.ts';

export async function unsubscribeFromAlerts(token: string): Promise<string | null> {
  try {
    const { url, anonKey } = backendConfig();
    const response = await fetch(`${url}/functions/v1/alert-unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return typeof answer?.error === 'string' ? answer.error : 'Could not unsubscribe. Please try again.';
  } catch {
    return 'Could not reach RoomRadar. Please check your connection and try again.';
  }
}
