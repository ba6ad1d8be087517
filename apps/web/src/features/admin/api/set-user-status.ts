import { ZAdminUser, type TAdminUser } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `PATCH /api/admin/users/{id}/status`: disabling ends every session of the account at once. */
export async function setUserStatus(id: number, disabled: boolean): Promise<TAdminUser> {
  return ZAdminUser.parse(
    await api<unknown>(`/admin/users/${id}/status`, { method: 'PATCH', body: { disabled } }),
  );
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      setUserStatus(id, disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
  });
}
