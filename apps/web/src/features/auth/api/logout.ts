import { useCallback, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api-client';

/** `POST /api/auth/logout`: ends every session of the user on the server. */
export async function logout(): Promise<void> {
  // A token that is already invalid is as good as logged out: no "session expired" message.
  await api<null>('/auth/logout', { method: 'POST', signOutOnUnauthorized: false });
}

/**
 * Logs out on the server, then here. The local sign-out happens whatever the server answers:
 * a customer who presses Logout on a lost connection must still be signed out of this device.
 * A plain call rather than a mutation: the header is on every page, Home included, whose
 * bundle does not carry TanStack Query.
 */
export function useLogout() {
  const { signOut } = useSession();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const mutate = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await logout();
    } catch {
      // Signed out here all the same (see above).
    } finally {
      // Forgets the session here, and what its queries fetched (see the session provider).
      signOut();
      running.current = false;
      setPending(false);
    }
  }, [signOut]);
  return { mutate, isPending };
}
