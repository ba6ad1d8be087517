import { ZContactAccepted, type TContactAccepted, type TContactRequest } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/contact`: the message is stored and e-mailed to the shop (Reply-To the sender), and
 * the sender gets an acknowledgement. 202 once both e-mails are queued.
 */
export async function sendContactMessage(input: TContactRequest): Promise<TContactAccepted> {
  return ZContactAccepted.parse(await api<unknown>('/contact', { method: 'POST', body: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
