import type { TForgotPasswordRequest } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/auth/forgot-password`: 202 whether or not an account has the address; when one
 * does, it is e-mailed a single-use link to `/reset-password?token=…`, valid 30 minutes.
 */
export async function requestPasswordReset(input: TForgotPasswordRequest): Promise<void> {
  await api<unknown>('/auth/forgot-password', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
