// The signed token of an alert mail's unsubscribe link: the member's id and an HMAC of it, so the link turns
// off that member's alert mails and nobody else's, without a session.

import { constantTimeEqual, hmacSha256 } from '../secrets.ts';

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function signature(userId: string, secret: string): Promise<string> {
  return base64Url(await hmacSha256(secret, `alert-unsubscribe:${userId}`));
}

export async function unsubscribeToken(userId: string, secret: string): Promise<string> {
  return `${userId}.${await signature(userId, secret)}`;
}

/** The member id a token was made for, or null when it is not one of ours. */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(token);
  if (!match) return null;
  const [, userId, given] = match as unknown as [string, string, string];
  return constantTimeEqual(await signature(userId, secret), given) ? userId : null;
}
