import {
  ZOrderPaymentsResponse,
  ZOutstandingPage,
  ZRecordPaymentResponse,
  type TOutstandingQuery,
  type TRecordPaymentRequest,
} from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '@/lib/session';
import { pagedAdminList, request, useAdminMutation, usePagedAdminList } from './admin-api';
import { adminKeys, customerOrdersKey } from './keys';

/** `GET /api/admin/orders/{id}/payments`: the order's payments, oldest first, and its state. */
export const orderPaymentsQueryOptions = (adminId: number, orderId: number) =>
  queryOptions({
    queryKey: adminKeys.orderPayments(adminId, orderId),
    queryFn: () => request(ZOrderPaymentsResponse, `/admin/orders/${orderId}/payments`),
  });

export function useOrderPayments(orderId: number) {
  return useQuery(orderPaymentsQueryOptions(useSignedInUserId(), orderId));
}

/** `POST /api/admin/orders/{id}/payments`: a payment received, or a refund (negative, a reason). */
export const recordPayment = ({
  orderId,
  body,
}: {
  orderId: number;
  body: TRecordPaymentRequest;
}) => request(ZRecordPaymentResponse, `/admin/orders/${orderId}/payments`, 'POST', body);

// The order's payment state shows in the dashboard's lists and on the customer's orders page;
// a payment received is told to the customer (the order's messages).
export const useRecordPayment = () =>
  useAdminMutation(
    recordPayment,
    adminKeys.paymentsAll,
    adminKeys.ordersAll,
    adminKeys.boardAll,
    adminKeys.messagesAll,
    customerOrdersKey,
  );

/** `GET /api/admin/outstanding?page=&pageSize=`: completed orders with money due, oldest first. */
export const adminOutstanding = pagedAdminList(
  '/admin/outstanding',
  ZOutstandingPage,
  adminKeys.outstanding,
);

export const useAdminOutstanding = (query: TOutstandingQuery) =>
  usePagedAdminList(adminOutstanding, query);
