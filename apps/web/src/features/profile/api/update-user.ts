import { ZUserResponse, type TUpdateUserRequest, type TUserResponse } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { meQueryKey } from './get-me';

/** `POST /api/auth/updateUser/{id}`: name, phone and address; answers the updated user. */
export async function updateUser(id: number, input: TUpdateUserRequest): Promise<TUserResponse> {
  return ZUserResponse.parse(
    await api<unknown>(`/auth/updateUser/${id}`, { method: 'POST', body: input }),
  );
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateUserRequest) => updateUser(id, input),
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey(id), user);
      // The cart's quote says whether the shop picks up from the profile's PIN code: ask again.
      void queryClient.invalidateQueries({ queryKey: queryRoots.orderQuote });
    },
  });
}
