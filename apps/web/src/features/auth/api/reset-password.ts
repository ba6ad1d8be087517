import type { TResetPasswordRequest } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/auth/reset-password`: the e-mailed token and the new password. 200 once reset (the
 * token is spent and every earlier session of the account ends); 400 when the token is unknown,
 * spent or expired, or the password breaks the rule (then `field` is `password`).
 */
export async function resetPassword(input: TResetPasswordRequest): Promise<void> {
  await api<unknown>('/auth/reset-password', {
    method: 'POST',
    body: input,
    signOutOnUnauthorized: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
