import { ZOrder, type TCreateOrderRequest, type TOrder } from '@freshfold/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';

export interface CreateOrderInput {
  order: TCreateOrderRequest;
  /** One per checkout attempt: a retry of the same attempt never creates a second order. */
  idempotencyKey: string;
}

/** `POST /api/authUser/createOrder`: the server prices the order and answers it as stored. */
export async function createOrder({ order, idempotencyKey }: CreateOrderInput): Promise<TOrder> {
  return ZOrder.parse(
    await api<unknown>('/authUser/createOrder', {
      method: 'POST',
      body: order,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  );
}

// The new order is in the customer's list; places and first-order discounts changed.
export const useCreateOrder = () =>
  useInvalidatingMutation(
    createOrder,
    queryRoots.myOrders,
    queryRoots.pickupSlots,
    queryRoots.referrals,
  );
