/**
 * localStorage, read and written defensively: private windows and full quotas throw, and a
 * value written by an older version may not parse. A failure reads as "nothing stored".
 */
export function readJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the state lives on in memory for this visit.
  }
}

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See writeJson.
  }
}

export function removeKeys(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** The keys the app keeps, named once. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  role: 'role',
  username: 'username',
  id: 'id',
  cart: 'freshfold.cart',
  promoSeen: 'promoSeen',
  referrals: 'referrals',
} as const;
