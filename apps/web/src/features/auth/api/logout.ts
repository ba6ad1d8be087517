import { useCallback, useRef, useState } from 'react';
import { useCart } from '@/lib/cart';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api-client';
import { removeKeys, STORAGE_KEYS } from '@/lib/storage';

/** `POST /api/auth/logout`: ends every session of the user on the server. */
export async function logout(): Promise<void> {
  // A token that is already invalid is as good as logged out: no "session expired" message.
  await api<null>('/auth/logout', { method: 'POST', signOutOnUnauthorized: false });
}

/**
 * Logs out on the server, then here. The local sign-out happens whatever the server answers:
 * a customer who presses Logout on a lost connection must still be signed out of this device.
 * What the account left in this browser goes with it: its cart and voucher, and the friends it
 * noted on /refer, so the next person at the same device does not see them. (A session that
 * merely expired keeps them: its owner signs in again to go on.) A plain call rather than a
 * mutation: the header is on every page, Home included, whose bundle does not carry TanStack
 * Query.
 */
export function useLogout() {
  const { signOut } = useSession();
  const { clearCart } = useCart();
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
      clearCart({ silent: true });
      removeKeys(STORAGE_KEYS.referrals);
      running.current = false;
      setPending(false);
    }
  }, [signOut, clearCart]);
  return { mutate, isPending };
}
