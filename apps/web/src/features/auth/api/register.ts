import { ZAuthResponse, type TAuthResponse, type TRegisterRequest } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/auth/register`: the new user, signed in; 409 when the e-mail has an account. */
export async function register(input: TRegisterRequest): Promise<TAuthResponse> {
  return ZAuthResponse.parse(await api<unknown>('/auth/register', { method: 'POST', body: input }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
