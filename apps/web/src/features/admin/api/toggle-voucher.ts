import type { TAdminVoucher } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/toggleVoucher`: the code and the new state. */
export function toggleVoucher(body: { code: string; isActive: boolean }): Promise<TAdminVoucher> {
  return api<TAdminVoucher>('/admin/toggleVoucher', { method: 'POST', body });
}

/**
 * The switch updates the list at once (the spec's version left it stale) and rolls back if the
 * server refuses.
 */
export function useToggleVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleVoucher,
    onMutate: async ({ code, isActive }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.vouchers });
      const previous = queryClient.getQueryData<TAdminVoucher[]>(adminKeys.vouchers);
      queryClient.setQueryData<TAdminVoucher[]>(adminKeys.vouchers, (vouchers) =>
        vouchers?.map((voucher) =>
          voucher.code === code
            ? { ...voucher, isActive, status: isActive ? 'ACTIVE' : 'INACTIVE' }
            : voucher,
        ),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.vouchers, context.previous);
    },
    onSuccess: (voucher) => {
      queryClient.setQueryData<TAdminVoucher[]>(adminKeys.vouchers, (vouchers) =>
        vouchers?.map((existing) => (existing.code === voucher.code ? voucher : existing)),
      );
    },
  });
}
