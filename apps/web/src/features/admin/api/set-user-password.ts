import type { TAdminSetPasswordRequest } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `PUT /api/admin/users/{id}/password`: a new password; every session of the account ends. */
export async function setUserPassword(id: number, body: TAdminSetPasswordRequest): Promise<void> {
  // 204: nothing to read.
  await api<unknown>(`/admin/users/${id}/password`, { method: 'PUT', body });
}

export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminSetPasswordRequest }) =>
      setUserPassword(id, body),
  });
}
