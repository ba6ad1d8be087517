import { ZOutboxMessage, type TOutboxMessage } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * `POST /api/admin/messages/{id}/retry`: a failed or not-sent message back in the queue, due
 * now, with a new retry window. 409 for any other status.
 */
export async function retryMessage(id: number): Promise<TOutboxMessage> {
  return ZOutboxMessage.parse(
    await api<unknown>(`/admin/messages/${id}/retry`, { method: 'POST' }),
  );
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messagesAll }),
  });
}
