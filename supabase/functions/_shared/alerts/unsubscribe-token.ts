// The signed token of an alert mail's unsubscribe link: the member's id and an HMAC of it, so the link turns
// off that member's alert mails and nobody else's, without a session.

const encoder = new TextEncoder();

function base64Url(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function signature(userId: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64Url(await crypto.subtle.sign('HMAC', key, encoder.encode(`alert-unsubscribe:${userId}`)));
}

export async function unsubscribeToken(userId: string, secret: string): Promise<string> {
  return `${userId}.${await signature(userId, secret)}`;
}

/** The member id a token was made for, or null when it is not one of ours. */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(token);
  if (!match) return null;
  const [, userId, given] = match as unknown as [string, string, string];
  const expected = await signature(userId, secret);
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  return difference === 0 ? userId : null;
}
