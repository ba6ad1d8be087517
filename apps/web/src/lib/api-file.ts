import { SERVER_MESSAGES } from '@freshfold/shared';
import { ApiError } from './api-client';
import { readString, STORAGE_KEYS } from './storage';

/*
 * Files the API serves (PDFs, CSV exports). Kept out of api-client, which the Home page loads:
 * only the pages that download a file need these.
 */

/**
 * A file the API serves to a signed-in caller (`/api{path}`: a PDF, a CSV export): it needs the
 * bearer token, so it is fetched rather than linked. A refusal carries the server's message, as
 * every call's does.
 */
export async function fetchFile(path: string): Promise<Response> {
  const token = readString(STORAGE_KEYS.token);
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : SERVER_MESSAGES.internal;
    throw new ApiError(response.status, message);
  }
  return response;
}

/**
 * What a failed download's toast adds: the server's own words for a refusal; nothing for an
 * internal error, whose message tells the user nothing more.
 */
export function refusalDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 500 ? error.message : undefined;
}
