import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Longest request id a caller may choose; a UUID is 36 characters. */
const MAX_REQUEST_ID_LENGTH = 64;

/** True for a character of `[A-Za-z0-9._-]`. */
function isRequestIdCharacter(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) || // 0-9
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x61 && code <= 0x7a) || // a-z
    code === 0x2e || // .
    code === 0x5f || // _
    code === 0x2d // -
  );
}

/**
 * The caller's own id is kept when it is 1 to 64 characters of `[A-Za-z0-9._-]`, so a proxy's
 * or an app's id ties its logs to ours. Anything else (markup, spaces, line breaks for forged
 * log lines, a megabyte of text, a repeated header) is dropped for a fresh UUID: the id is
 * echoed in a header, written to every log line and quoted in error answers.
 */
export function acceptedRequestId(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  if (header.length === 0 || header.length > MAX_REQUEST_ID_LENGTH) return null;
  for (let index = 0; index < header.length; index += 1) {
    if (!isRequestIdCharacter(header.charCodeAt(index))) return null;
  }
  return header;
}

/** Fastify's `genReqId`: the caller's `X-Request-Id` when acceptable, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  return acceptedRequestId(request.headers['x-request-id']) ?? randomUUID();
}
