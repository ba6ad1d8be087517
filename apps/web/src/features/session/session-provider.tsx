import {
  isStoredUser,
  MESSAGES,
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
  type ReactNode,
} from 'react';
import { toast } from 'sonner';
import { setUnauthorizedListener } from '@/lib/api-client';
import {
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
  signIn(user: TAuthResponse): void;
  /** Replaces the stored user (after a profile edit or a refresh), keeping the token. */
  updateUser(user: SessionUser): void;
  signOut(options?: { message?: string; silent?: boolean }): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** A stored user that no longer fits the contract (an older version wrote it) is dropped. */
function parseUser(value: unknown): SessionUser | null {
  return isStoredUser(value) ? value : null;
}

function restore(): SessionUser | null {
  return readString(STORAGE_KEYS.token) ? readJson(STORAGE_KEYS.user, parseUser) : null;
}

/** Admin is any role other than 'user', compared without regard to case (spec section 6). */
export function isAdminRole(role: string | undefined): boolean {
  return typeof role === 'string' && role.toLowerCase() !== 'user';
}

/**
 * The session, kept in localStorage under the spec's keys (token, user, role, username, id)
 * and restored on load. The server stays the authority: a 401 signs the user out here.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(restore);

  const signOut = useCallback((options: { message?: string; silent?: boolean } = {}) => {
    removeKeys(
      STORAGE_KEYS.token,
      STORAGE_KEYS.user,
      STORAGE_KEYS.role,
      STORAGE_KEYS.username,
      STORAGE_KEYS.id,
    );
    setUser(null);
    if (!options.silent) toast.success(options.message ?? MESSAGES.account.logoutSuccess);
  }, []);

  const signIn = useCallback((next: TAuthResponse) => {
    writeString(STORAGE_KEYS.token, next.token);
    writeString(STORAGE_KEYS.role, next.role);
    writeString(STORAGE_KEYS.username, next.username);
    writeString(STORAGE_KEYS.id, String(next.id));
    const { token: _token, ...stored } = next;
    writeJson(STORAGE_KEYS.user, stored);
    setUser(stored);
  }, []);

  const updateUser = useCallback((next: SessionUser) => {
    const { token: _token, ...stored } = next as SessionUser & { token?: string };
    writeJson(STORAGE_KEYS.user, stored);
    writeString(STORAGE_KEYS.role, stored.role);
    setUser(stored);
  }, []);

  useEffect(() => {
    setUnauthorizedListener((message) => {
      removeKeys(
        STORAGE_KEYS.token,
        STORAGE_KEYS.user,
        STORAGE_KEYS.role,
        STORAGE_KEYS.username,
        STORAGE_KEYS.id,
      );
      setUser(null);
      // A disabled account is told so (and to contact the shop); any other 401 has expired.
      // Several calls in flight may all be refused: one toast says it once.
      toast.error(
        message === MESSAGES.account.accountDisabled ? message : MESSAGES.account.sessionExpired,
        { id: 'session-ended' },
      );
    });
    return () => setUnauthorizedListener(null);
  }, []);

  // Another tab logging in or out updates this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (
        event.key === STORAGE_KEYS.token ||
        event.key === STORAGE_KEYS.user ||
        event.key === null
      ) {
        setUser(restore());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

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
