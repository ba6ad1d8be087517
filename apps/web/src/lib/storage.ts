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

/** A value read with useSyncExternalStore, as `createStoredValue` makes it. */
export interface StoredValue<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A value kept in localStorage under `keys`, for useSyncExternalStore: read from storage the
 * first time it is asked for, then from memory; `set` changes memory (the caller writes
 * storage). When another tab of the site writes or removes one of `keys` (the `storage`
 * event), it is read again, so a Logout or a cart change in one tab shows in every tab, and
 * a tab cannot write back what another one cleared. `onOutsideChange` hears that re-read.
 */
export function createStoredValue<T>(
  read: () => T,
  keys: readonly string[],
  onOutsideChange?: (before: T, after: T) => void,
): StoredValue<T> {
  let current: { value: T } | undefined;
  const listeners = new Set<() => void>();
  const get = (): T => (current ??= { value: read() }).value;
  const set = (next: T) => {
    current = { value: next };
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !keys.includes(event.key)) return;
    const before = get();
    const after = read();
    set(after);
    onOutsideChange?.(before, after);
  };
  return {
    get,
    set,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
