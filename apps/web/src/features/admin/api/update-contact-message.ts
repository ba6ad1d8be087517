import { ZContactMessage } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';

/**
 * `PATCH /api/admin/contact-messages/{id}` `{ handled }`: handled, or back among the unhandled
 * ones. Marking a handled message again keeps who handled it and when.
 */
export const updateContactMessage = ({ id, handled }: { id: number; handled: boolean }) =>
  request(ZContactMessage, `/admin/contact-messages/${id}`, 'PATCH', { handled });

// Every filter's list and the tab's unhandled count change.
export const useUpdateContactMessage = () =>
  useAdminMutation(updateContactMessage, adminKeys.contactMessagesAll);
