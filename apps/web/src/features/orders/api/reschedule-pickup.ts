import { ZOrder, type TOrder, type TReschedulePickupRequest } from '@freshfold/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';

export interface ReschedulePickupInput {
  orderId: number;
  pickup: TReschedulePickupRequest;
}

/** `PATCH /api/orders/{id}/pickup`: moves an own pending order's pickup to another date and slot. */
export async function reschedulePickup({
  orderId,
  pickup,
}: ReschedulePickupInput): Promise<TOrder> {
  return ZOrder.parse(
    await api<unknown>(`/orders/${orderId}/pickup`, { method: 'PATCH', body: pickup }),
  );
}

// The order moved; a place was freed in one slot and taken in another.
export const useReschedulePickup = () =>
  useInvalidatingMutation(reschedulePickup, queryRoots.myOrders, queryRoots.pickupSlots);
