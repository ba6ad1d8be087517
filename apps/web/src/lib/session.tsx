import {
  isStoredUser,
  SESSION_MESSAGES,
  type TAuthResponse,
  type TUserResponse,
} from '@freshfold/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { toast } from '@/lib/toast';
import { setUnauthorizedListener } from '@/lib/api-client';
import {
  createStoredValue,
  readJson,
  readString,
  removeKeys,
  STORAGE_KEYS,
  writeJson,
  writeString,
} from '@/lib/storage';

/** The signed-in user as the server answers it on login, register and /auth/me. */
export type SessionUser = TUserResponse;

interface SessionValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Stores a user and token returned by login or register. */
  signIn: (user: TAuthResponse) => void;
  /** Replaces the stored user (after a profile edit or a refresh), keeping the token. */
  updateUser: (user: SessionUser) => void;
  signOut: (options?: { message?: string; silent?: boolean }) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** A stored user that no longer fits the contract (an older version wrote it) is dropped. */
function parseUser(value: unknown): SessionUser | null {
  return isStoredUser(value) ? value : null;
}

/** The keys of the session, as the spec names them. */
const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.role,
  STORAGE_KEYS.username,
  STORAGE_KEYS.id,
];

function restore(): SessionUser | null {
  return readString(STORAGE_KEYS.token) ? readJson(STORAGE_KEYS.user, parseUser) : null;
}

/** Admin is any role other than 'user', compared without regard to case (spec section 6). */
export function isAdminRole(role: string | undefined): boolean {
  return typeof role === 'string' && role.toLowerCase() !== 'user';
}

/**
 * Forgets everything the account's queries fetched, so that whoever uses this browser next
 * starts from nothing. The query cache exists only once a page that uses it has been opened
 * (Home has none), and its code is not part of the first bundle.
 */
function forgetFetchedData(): void {
  void import('@/lib/query-client').then(({ queryClient }) => queryClient.clear());
}

/**
 * The session as a small store read with useSyncExternalStore: the stored user is read on the
 * first client render, but the prerendered HTML and the hydrating render show a guest
 * (`getServerSnapshot`), and React renders the stored user right after hydration. Writes go
 * to memory first, so a browser without storage keeps the session for the visit. A sign-in or
 * Logout in another tab is read here too, and what the previous account fetched is forgotten.
 */
function createSessionStore() {
  const stored = createStoredValue(restore, SESSION_KEYS, (before, after) => {
    if (before?.id !== after?.id) forgetFetchedData();
  });
  return {
    ...stored,
    /** Ends the session: forgets it, in storage and in memory, and what it fetched (Logout, 401). */
    clear() {
      forgetFetchedData();
      removeKeys(...SESSION_KEYS);
      stored.set(null);
    },
  };
}

const guest = () => null;

/**
 * The session, kept in localStorage under the spec's keys (token, user, role, username, id)
 * and restored on load. The server stays the authority: a 401 signs the user out here.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  const user = useSyncExternalStore(store.subscribe, store.get, guest);

  const signOut = useCallback(
    (options: { message?: string; silent?: boolean } = {}) => {
      store.clear();
      if (!options.silent) toast.success(options.message ?? SESSION_MESSAGES.logoutSuccess);
    },
    [store],
  );

  const signIn = useCallback(
    (next: TAuthResponse) => {
      writeString(STORAGE_KEYS.token, next.token);
      writeString(STORAGE_KEYS.role, next.role);
      writeString(STORAGE_KEYS.username, next.username);
      writeString(STORAGE_KEYS.id, String(next.id));
      const { token: _token, ...stored } = next;
      writeJson(STORAGE_KEYS.user, stored);
      store.set(stored);
    },
    [store],
  );

  const updateUser = useCallback(
    (next: SessionUser) => {
      const { token: _token, ...stored } = next as SessionUser & { token?: string };
      writeJson(STORAGE_KEYS.user, stored);
      writeString(STORAGE_KEYS.role, stored.role);
      store.set(stored);
    },
    [store],
  );

  useEffect(() => {
    setUnauthorizedListener((message) => {
      store.clear();
      // A disabled account is told so (and to contact the shop); any other 401 has expired.
      // Several calls in flight may all be refused: one toast says it once.
      toast.error(
        message === SESSION_MESSAGES.accountDisabled ? message : SESSION_MESSAGES.sessionExpired,
        { id: 'session-ended' },
      );
    });
    return () => setUnauthorizedListener(null);
  }, [store]);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isAdmin: isAdminRole(user?.role),
      signIn,
      updateUser,
      signOut,
    }),
    [user, signIn, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}

/**
 * The signed-in user's id, 0 when signed out: the last part of every query key that holds one
 * account's data, so that what one account fetched is never shown to the next in the same tab.
 */
export function useSignedInUserId(): number {
  return useSession().user?.id ?? 0;
}
