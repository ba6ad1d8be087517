import { ZAdminVoucher, type TAdminVoucher } from '@freshfold/shared';
import { useSignedInUserId } from '@/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/toggleVoucher`: the code and the new state. */
export async function toggleVoucher(body: {
  code: string;
  isActive: boolean;
}): Promise<TAdminVoucher> {
  return ZAdminVoucher.parse(await api<unknown>('/admin/toggleVoucher', { method: 'POST', body }));
}

/**
 * The switch updates the list at once (the spec's version left it stale) and rolls back if the
 * server refuses.
 */
export function useToggleVoucher() {
  const queryClient = useQueryClient();
  const key = adminKeys.vouchers.of(useSignedInUserId());
  return useMutation({
    mutationFn: toggleVoucher,
    onMutate: async ({ code, isActive }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TAdminVoucher[]>(key);
      queryClient.setQueryData<TAdminVoucher[]>(key, (vouchers) =>
        vouchers?.map((voucher) =>
          voucher.code === code
            ? { ...voucher, isActive, status: isActive ? 'ACTIVE' : 'INACTIVE' }
            : voucher,
        ),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (voucher) => {
      queryClient.setQueryData<TAdminVoucher[]>(key, (vouchers) =>
        vouchers?.map((existing) => (existing.code === voucher.code ? voucher : existing)),
      );
    },
  });
}
