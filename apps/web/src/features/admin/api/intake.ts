import { ZAdminOrder, ZOrderQuoteResponse, type TIntakeItemsRequest } from '@freshfold/shared';
import { useSignedInUserId } from '@/lib/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPdf } from '@/lib/pdf-file';
import { request, useAdminMutation, type IdAndBody } from './admin-api';
import { adminKeys, customerOrdersKey } from './keys';

/** `PUT /api/admin/orders/{id}/items`: the lines that arrived; answers the re-priced order. */
export const replaceOrderItems = ({ id, body }: IdAndBody<TIntakeItemsRequest>) =>
  request(ZAdminOrder, `/admin/orders/${id}/items`, 'PUT', body);

/**
 * Saving intake changes the order (lists, the board, the customer's view), its messages, and
 * its total: what is due on it, or paid beyond it (its payments, the outstanding list).
 */
export const useReplaceOrderItems = () =>
  useAdminMutation(
    replaceOrderItems,
    adminKeys.ordersAll,
    adminKeys.boardAll,
    adminKeys.paymentsAll,
    customerOrdersKey,
    adminKeys.messagesAll,
  );

/** `POST /api/admin/orders/{id}/items/quote`: what saving these lines would charge. */
export const intakeQuoteQueryOptions = (
  adminId: number,
  orderId: number,
  body: TIntakeItemsRequest,
) =>
  queryOptions({
    queryKey: [...adminKeys.ordersAll, adminId, 'intake-quote', orderId, body] as const,
    queryFn: () =>
      request(ZOrderQuoteResponse, `/admin/orders/${orderId}/items/quote`, 'POST', body),
    placeholderData: keepPreviousData,
  });

/** The quote of the lines being counted; none while there are no lines to price. */
export function useIntakeQuote(orderId: number, body: TIntakeItemsRequest) {
  return useQuery({
    ...intakeQuoteQueryOptions(useSignedInUserId(), orderId, body),
    enabled: body.items.length > 0,
  });
}

/**
 * `GET /api/admin/orders/{id}/labels.pdf`, as a file: the PDF needs the bearer token, so it is
 * fetched rather than linked, and shown from an object URL. A refusal carries the server's
 * message, as every call's does.
 */
export const fetchLabelSheet = (orderId: number): Promise<Blob> =>
  fetchPdf(`/admin/orders/${orderId}/labels.pdf`);
