import { ZAuthResponse, type TAuthResponse, type TChangePasswordRequest } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/auth/change-password`: every earlier session of the account ends; the answer
 * carries a fresh token for this device.
 */
export async function changePassword(input: TChangePasswordRequest): Promise<TAuthResponse> {
  return ZAuthResponse.parse(
    await api<unknown>('/auth/change-password', { method: 'POST', body: input }),
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
