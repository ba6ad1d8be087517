import { ZContactMessage, type TContactMessage } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * `PATCH /api/admin/contact-messages/{id}` `{ handled }`: handled, or back among the unhandled
 * ones. Marking a handled message again keeps who handled it and when.
 */
export async function updateContactMessage({
  id,
  handled,
}: {
  id: number;
  handled: boolean;
}): Promise<TContactMessage> {
  return ZContactMessage.parse(
    await api<unknown>(`/admin/contact-messages/${id}`, { method: 'PATCH', body: { handled } }),
  );
}

export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    // Every filter's list and the tab's unhandled count change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contactMessagesAll }),
  });
}
