import {
  ZVoucherCheckResponse,
  type TVoucherCheckRequest,
  type TVoucherCheckResponse,
} from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/vouchers/validate`: the server's verdict on a code for this subtotal. */
export async function validateVoucher(
  request: TVoucherCheckRequest,
): Promise<TVoucherCheckResponse> {
  return ZVoucherCheckResponse.parse(
    await api<unknown>('/vouchers/validate', { method: 'POST', body: request }),
  );
}

export function useValidateVoucher() {
  return useMutation({ mutationFn: validateVoucher });
}
