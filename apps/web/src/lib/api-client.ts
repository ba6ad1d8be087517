import { SERVER_MESSAGES } from '@freshfold/shared';
import { readString, STORAGE_KEYS } from './storage';

/**
 * An API failure with the server's own message (`{ message }`) and status, the field at fault,
 * and the order a conflict is about (`orderId`: the open order already holding a pickup slot).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly orderId?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedListener = (message: string) => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The session provider registers here to sign the user out when the server says 401. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Off for a call whose 401 is expected and handled by the caller (logging out with a token
   * that is already invalid), so the user is not told their session expired.
   */
  signOutOnUnauthorized?: boolean;
}

/**
 * Every call to the API goes through here: JSON in and out, the bearer token when one is
 * stored, the server's message on failure, and a sign-out when a session is no longer valid.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = readString(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'We could not reach FreshFold. Check your connection and try again.');
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; field?: unknown; orderId?: unknown };
    const message = typeof body.message === 'string' ? body.message : SERVER_MESSAGES.internal;
    if (response.status === 401 && token && options.signOutOnUnauthorized !== false) {
      onUnauthorized?.(message);
    }
    throw new ApiError(
      response.status,
      message,
      typeof body.field === 'string' ? body.field : undefined,
      typeof body.orderId === 'number' ? body.orderId : undefined,
    );
  }
  return data as T;
}
