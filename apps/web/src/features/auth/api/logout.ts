import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/session/session-provider';
import { api } from '@/lib/api-client';

/** `POST /api/auth/logout`: ends every session of the user on the server. */
export async function logout(): Promise<void> {
  // A token that is already invalid is as good as logged out: no "session expired" message.
  await api<null>('/auth/logout', { method: 'POST', signOutOnUnauthorized: false });
}

/**
 * Logs out on the server, then here. The local sign-out happens whatever the server answers:
 * a customer who presses Logout on a lost connection must still be signed out of this device.
 */
export function useLogout() {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      signOut();
      // Another person may use this browser next: forget what the account's queries fetched.
      queryClient.removeQueries({ queryKey: ['orders'] });
      queryClient.removeQueries({ queryKey: ['auth'] });
    },
  });
}
