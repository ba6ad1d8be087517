import { ZAuthResponse, type TAuthResponse, type TLoginRequest } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/auth/login`: the user and a token, or an ApiError (401 for bad credentials). */
export async function login(input: TLoginRequest): Promise<TAuthResponse> {
  return ZAuthResponse.parse(await api<unknown>('/auth/login', { method: 'POST', body: input }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
