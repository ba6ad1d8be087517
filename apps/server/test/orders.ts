import type { Weekday } from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import { nextDateOn, slotsOfDay, type TestCustomer } from './customers.js';
import type { TestContext } from './helpers.js';

/** When and in which slot the shop picks an order up. */
export interface Pickup {
  pickupDate: string;
  pickupSlotId: number;
}

/** How many orders a slot takes on each date. */
export async function setSlotCapacity(ctx: TestContext, slotId: number, capacity: number) {
  await ctx.database.db
    .updateTable('pickup_slots')
    .set({ capacity })
    .where('id', '=', slotId)
    .execute();
}

/** A pickup on the next `day` in its morning slot; with `capacity`, the slot takes that many. */
export async function pickupOn(ctx: TestContext, day: Weekday, capacity?: number): Promise<Pickup> {
  const [slot] = await slotsOfDay(ctx, day);
  if (!slot) throw new Error(`no ${day} slot`);
  if (capacity !== undefined) await setSlotCapacity(ctx, slot.id, capacity);
  return { pickupDate: nextDateOn(day), pickupSlotId: slot.id };
}

/** An order's body: these items, picked up at `pickup`, with no voucher unless given, in Bengaluru. */
export function orderRequest(
  items: { itemId: number; quantity: number }[],
  pickup: Pickup,
  voucher: string | null = null,
) {
  return { items, ...pickup, voucher, geoLocation: { lat: 12.97, lng: 77.64 } };
}

/**
 * `POST /api/authUser/createOrder` as the customer, with this body (`orderRequest`, or one a test
 * shapes itself) and any more headers (an Idempotency-Key). `app` is the shop's app, or another
 * instance of it on the same database.
 */
export function placeOrder(
  app: FastifyInstance,
  customer: TestCustomer,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/authUser/createOrder',
    headers: { ...customer.auth, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** `POST /api/authUser/cancelOrder/:id` as the customer. */
export function cancelOrder(app: FastifyInstance, customer: TestCustomer, orderId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/authUser/cancelOrder/${orderId}`,
    headers: customer.auth,
  });
}
