import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of an e-mail's unsubscribe link: the account's id and an HMAC-SHA256 of it
 * under the server's secret (`JWT_SECRET`, with a purpose of its own so the signature can serve
 * nothing else). It never expires: a link in an old e-mail must still work (RFC 8058).
 */
function signatureOf(userId: number, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${String(userId)}`)
    .digest();
}

export function unsubscribeToken(userId: number, secret: string): string {
  return `${String(userId)}.${signatureOf(userId, secret).toString('base64url')}`;
}

/** The account a token was made for, or null for anything not signed by this server. */
export function userOfUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = signatureOf(userId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The link every e-mail to a customer carries: `{PUBLIC_URL}/api/notifications/unsubscribe?token=…`. */
export function unsubscribeUrl(publicUrl: string, userId: number, secret: string): string {
  return `${publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(userId, secret)}`;
}
