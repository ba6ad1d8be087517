import type { TOrder, Weekday } from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import {
  createCustomer,
  itemNamed,
  nextDateOn,
  slotsOfDay,
  type TestCustomer,
} from './customers.js';
import type { OrdersTable } from '../src/db/tables.js';
import type { TestContext } from './helpers.js';

/** When and in which slot the shop picks an order up. */
export interface Pickup {
  pickupDate: string;
  pickupSlotId: number;
}

/** The shop's admin, and the shirt an ordering suite's orders are of. */
export interface OrderingShop {
  admin: TestCustomer;
  shirt: { id: number; price_paise: number };
}

/**
 * An admin and the shirt of `service` for a `describe` block, made before its tests (declare it
 * after the block's app suite); the fields are filled in once its `beforeAll` has run.
 */
export function orderingShop(ctx: TestContext, service: string): OrderingShop {
  const shop = {} as OrderingShop;
  beforeAll(async () => {
    shop.admin = await createCustomer(ctx, { role: 'admin' });
    shop.shirt = await itemNamed(ctx, 'Shirt', service);
  });
  return shop;
}

/** How many orders a slot takes on each date. */
async function setSlotCapacity(ctx: TestContext, slotId: number, capacity: number) {
  await ctx.database.db
    .updateTable('pickup_slots')
    .set({ capacity })
    .where('id', '=', slotId)
    .execute();
}

/**
 * A pickup on the next `day` in its morning slot (or the `slotIndex`-th, earliest first); with
 * `capacity`, the slot takes that many orders.
 */
export async function pickupOn(
  ctx: TestContext,
  day: Weekday,
  capacity?: number,
  slotIndex = 0,
): Promise<Pickup> {
  const slot = (await slotsOfDay(ctx, day))[slotIndex];
  if (!slot) throw new Error(`no ${day} slot ${String(slotIndex)}`);
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

/** `placeOrder` of `quantity` of the shop's shirt at `pickup`, under `idempotencyKey` if given. */
export function orderShirts(
  app: FastifyInstance,
  shop: OrderingShop,
  customer: TestCustomer,
  quantity: number,
  pickup: Pickup,
  idempotencyKey?: string,
) {
  return placeOrder(
    app,
    customer,
    orderRequest([{ itemId: shop.shirt.id, quantity }], pickup),
    idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  );
}

/** `placeOrder` for an order the shop must accept: fails the test unless 201; the order. */
export async function placedOrder(
  app: FastifyInstance,
  customer: TestCustomer,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<TOrder> {
  const response = await placeOrder(app, customer, payload, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TOrder>();
}

/** `GET /api/authUser/myOrders/:id` as the customer: their orders (fails the test unless 200). */
export async function myOrders(app: FastifyInstance, customer: TestCustomer): Promise<TOrder[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/authUser/myOrders/${String(customer.id)}`,
    headers: customer.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOrder[]>();
}

/** `POST /api/authUser/cancelOrder/:id` as the customer. */
export function cancelOrder(app: FastifyInstance, customer: TestCustomer, orderId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/authUser/cancelOrder/${orderId}`,
    headers: customer.auth,
  });
}

/**
 * `POST /api/admin/updateOrder/:id` as staff or an admin (`by`), moving the order to `status`.
 * `app` is the shop's app, or another instance of it on the same database.
 */
export function setOrderStatus(
  app: FastifyInstance,
  by: TestCustomer,
  orderId: number,
  status: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/updateOrder/${orderId}`,
    headers: by.auth,
    payload: { status },
  });
}

/** The orders (any status) held for this pickup: its slot on its date. */
export function ordersInSlot(ctx: TestContext, pickup: Pickup) {
  return ctx.database.db
    .selectFrom('orders')
    .select('id')
    .where('pickup_slot_id', '=', pickup.pickupSlotId)
    .where('pickup_date', '=', pickup.pickupDate)
    .execute();
}

/** These columns of an order, as stored. */
export function storedOrder<C extends keyof OrdersTable>(
  ctx: TestContext,
  orderId: number,
  columns: readonly C[],
) {
  return ctx.database.db
    .selectFrom('orders')
    .select(columns)
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** An order's stored status and version (the stamp its rendered copies are checked against). */
export function storedOrderState(ctx: TestContext, orderId: number) {
  return storedOrder(ctx, orderId, ['status', 'version']);
}

/** The ids of a customer's orders (any status). */
export function ordersOf(ctx: TestContext, userId: number) {
  return ctx.database.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
}
