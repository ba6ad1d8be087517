import { ZAdminUser, type TAdminUpdateUserRequest, type TAdminUser } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/updateUser/{id}` */
export async function updateUser(id: number, body: TAdminUpdateUserRequest): Promise<TAdminUser> {
  return ZAdminUser.parse(await api<unknown>(`/admin/updateUser/${id}`, { method: 'POST', body }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminUpdateUserRequest }) =>
      updateUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
  });
}
