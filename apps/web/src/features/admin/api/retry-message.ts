import { ZOutboxMessage } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';

/**
 * `POST /api/admin/messages/{id}/retry`: a failed or not-sent message back in the queue, due
 * now, with a new retry window. 409 for any other status.
 */
export const retryMessage = (id: number) =>
  request(ZOutboxMessage, `/admin/messages/${id}/retry`, 'POST');

export const useRetryMessage = () => useAdminMutation(retryMessage, adminKeys.messagesAll);
