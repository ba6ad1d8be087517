import { ZPaymentLinkResponse, ZPaymentOptions, type TPaymentOptions } from '@freshfold/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** `GET /api/orders/{id}/payment-options`: the UPI link and QR code, and whether Razorpay is on. */
export async function getPaymentOptions(orderId: number): Promise<TPaymentOptions> {
  return ZPaymentOptions.parse(await api<unknown>(`/orders/${orderId}/payment-options`));
}

// Under the orders' root: a payment recorded by the shop makes the options stale with the orders.
export const paymentOptionsQueryOptions = (userId: number, orderId: number) =>
  queryOptions({
    queryKey: [...queryRoots.myOrders, 'payment-options', userId, orderId] as const,
    queryFn: () => getPaymentOptions(orderId),
  });

export function usePaymentOptions(userId: number, orderId: number) {
  return useQuery(paymentOptionsQueryOptions(userId, orderId));
}

/** `POST /api/orders/{id}/payment-link`: Razorpay's page for the amount due. */
export async function createPaymentLink(orderId: number): Promise<string> {
  return ZPaymentLinkResponse.parse(
    await api<unknown>(`/orders/${orderId}/payment-link`, { method: 'POST' }),
  ).url;
}

export const useCreatePaymentLink = () => useMutation({ mutationFn: createPaymentLink });
