import { createHmac, timingSafeEqual } from 'node:crypto';
import { USER_ROLES, type TUserRole } from '@freshfold/shared';

/**
 * Session tokens: compact JWTs signed with HS256 and nothing else. The header is checked
 * against an allow-list of one algorithm, so `alg: none` and algorithm-confusion tokens are
 * refused; `exp`, `iss` and `aud` are checked on every request.
 */
export const TOKEN_ISSUER = 'freshfold';
export const TOKEN_AUDIENCE = 'freshfold-web';
/** Seven days: a customer who orders weekly is not asked to log in every time. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  /** The user id, as a string per the JWT convention. */
  sub: string;
  role: TUserRole;
  /** The user's token version when issued; a logout or password change bumps it. */
  ver: number;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * Decodes one segment of a token, refusing anything but canonical base64url: Node's decoder
 * also takes `+`, `/`, `=` padding and skips characters outside the alphabet, so without this
 * check one signature would have many spellings that all verify.
 */
function decodeSegment(segment: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return null;
  const bytes = Buffer.from(segment, 'base64url');
  // Unused low bits of the last character must be zero: only one spelling per byte string.
  return bytes.toString('base64url') === segment ? bytes : null;
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function issueToken(
  subject: { id: number; role: TUserRole; tokenVersion: number },
  secret: string,
  now: number = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    sub: String(subject.id),
    role: subject.role,
    ver: subject.tokenVersion,
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
  };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${base64url(sign(body, secret))}`;
}

/** The claims of a valid token, or null for anything forged, expired, malformed or foreign. */
export function verifyToken(
  token: string,
  secret: string,
  now: number = Date.now(),
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  const [headerBytes, payloadBytes, given] = [header, payload, signature].map(decodeSegment);
  if (!headerBytes || !payloadBytes || !given) return null;
  try {
    const parsedHeader = JSON.parse(headerBytes.toString('utf8')) as unknown;
    if (
      typeof parsedHeader !== 'object' ||
      parsedHeader === null ||
      (parsedHeader as { alg?: unknown }).alg !== 'HS256'
    ) {
      return null;
    }
    const expected = sign(`${header}.${payload}`, secret);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    const claims = JSON.parse(payloadBytes.toString('utf8')) as Partial<TokenClaims>;
    const seconds = Math.floor(now / 1000);
    if (
      typeof claims.sub !== 'string' ||
      !/^\d+$/.test(claims.sub) ||
      !USER_ROLES.includes(claims.role as TUserRole) ||
      typeof claims.ver !== 'number' ||
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number' ||
      claims.exp <= seconds ||
      claims.iss !== TOKEN_ISSUER ||
      claims.aud !== TOKEN_AUDIENCE
    ) {
      return null;
    }
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
