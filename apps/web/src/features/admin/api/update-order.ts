import { ZAdminOrder, type TAdminUpdateOrderRequest } from '@freshfold/shared';
import { request, useAdminMutation, type IdAndBody } from './admin-api';
import { adminKeys, customerOrdersKey } from './keys';

/**
 * `POST /api/admin/updateOrder/{id}`: a status, or the delivery date and slot (a closed date's
 * lists of pickups and deliveries to move follow).
 */
export const updateOrder = ({ id, body }: IdAndBody<TAdminUpdateOrderRequest>) =>
  request(ZAdminOrder, `/admin/updateOrder/${id}`, 'POST', body);

/**
 * A status change also tells the customer (the order's messages), and completing or cancelling
 * changes what is due (the order's payments, the outstanding list).
 */
export const useUpdateOrder = () =>
  useAdminMutation(
    updateOrder,
    adminKeys.ordersAll,
    adminKeys.boardAll,
    adminKeys.closures.all,
    adminKeys.paymentsAll,
    adminKeys.messagesAll,
    customerOrdersKey,
  );
