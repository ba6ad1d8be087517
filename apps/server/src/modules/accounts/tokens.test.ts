import { describe, expect, it } from 'vitest';
import { issueToken, verifyToken } from './tokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);

/** A genuine token whose signature has the given character, found by varying the issue time. */
function tokenWithSignatureCharacter(character: string): string {
  for (let second = 0; second < 10_000; second += 1) {
    const token = issueToken({ id: 7, role: 'user', tokenVersion: 0 }, SECRET, NOW + second * 1000);
    if (token.split('.')[2]?.includes(character)) return token;
  }
  throw new Error(`no signature with ${character}`);
}

function withSignature(token: string, change: (signature: string) => string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return `${header}.${payload}.${change(signature)}`;
}

describe('session token encoding', () => {
  const token = issueToken({ id: 7, role: 'user', tokenVersion: 0 }, SECRET, NOW);

  it('accepts the token as issued', () => {
    expect(verifyToken(token, SECRET, NOW)?.sub).toBe('7');
    const dashed = tokenWithSignatureCharacter('-');
    const underscored = tokenWithSignatureCharacter('_');
    expect(verifyToken(dashed, SECRET, NOW + 20_000_000)).not.toBeNull();
    expect(verifyToken(underscored, SECRET, NOW + 20_000_000)).not.toBeNull();
  });

  it('refuses a signature spelt in standard base64 (+ and /) instead of base64url', () => {
    const dashed = tokenWithSignatureCharacter('-');
    const underscored = tokenWithSignatureCharacter('_');
    const later = NOW + 20_000_000;
    expect(
      verifyToken(
        withSignature(dashed, (s) => s.replaceAll('-', '+')),
        SECRET,
        later,
      ),
    ).toBe(null);
    expect(
      verifyToken(
        withSignature(underscored, (s) => s.replaceAll('_', '/')),
        SECRET,
        later,
      ),
    ).toBeNull();
  });

  it('refuses padding, characters outside the alphabet and a second spelling of the last bits', () => {
    const variants = {
      padded: withSignature(token, (s) => `${s}=`),
      doublePadded: withSignature(token, (s) => `${s}==`),
      space: withSignature(token, (s) => `${s.slice(0, 10)} ${s.slice(10)}`),
      dot: `${token.split('.')[0]}.${token.split('.')[1]}.${token.split('.')[2]}.`,
      outsideAlphabet: withSignature(token, (s) => `${s.slice(0, 10)}!${s.slice(10)}`),
      trailingNewline: withSignature(token, (s) => `${s}\n`),
      // 32 bytes are 43 characters; the last one carries 4 bits and 2 unused ones, which must
      // be zero. Setting them decodes to the same bytes, so it would verify without the check.
      lastBitsSet: withSignature(token, (s) => {
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const last = alphabet.indexOf(s.at(-1) ?? 'A');
        return `${s.slice(0, -1)}${alphabet[last | 1]}`;
      }),
      paddedHeader: `${token.split('.')[0]}=.${token.split('.')[1]}.${token.split('.')[2]}`,
    };
    for (const [kind, variant] of Object.entries(variants)) {
      expect(verifyToken(variant, SECRET, NOW), kind).toBeNull();
    }
    // Each variant differs from the genuine token only in its spelling.
    expect(Buffer.from(variants.lastBitsSet.split('.')[2] ?? '', 'base64url')).toEqual(
      Buffer.from(token.split('.')[2] ?? '', 'base64url'),
    );
  });
});
