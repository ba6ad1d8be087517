import { ZAdminOrder } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys, customerOrdersKey } from './keys';

/**
 * `POST /api/admin/orders/{id}/invoice`: the invoice of an order paid in full, issued before
 * completion (one already issued is kept); answers the order with its invoice number.
 */
export const issueInvoice = (orderId: number) =>
  request(ZAdminOrder, `/admin/orders/${orderId}/invoice`, 'POST');

// The number shows in the dashboard's lists and on the customer's orders page.
export const useIssueInvoice = () =>
  useAdminMutation(issueInvoice, adminKeys.ordersAll, customerOrdersKey);
