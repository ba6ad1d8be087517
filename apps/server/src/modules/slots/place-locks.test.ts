import { addDays } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { createCustomer, itemNamed } from '../../../test/customers.js';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { sql } from 'kysely';
import {
  orderingShop,
  orderRequest,
  pickupOn,
  placedOrder,
  placeOrder,
} from '../../../test/orders.js';
import { lockCustomer } from '../accounts/users.repository.js';
import { lockPlaceInSlot } from './slots.service.js';

/** Long enough for a request to be answered, were it not waiting for a lock. */
const WAIT_MS = 400;

type Answer = Awaited<ReturnType<typeof placeOrder>>;

/**
 * The places of a slot are locked per date (PostgreSQL's advisory locks, `slots.repository.ts`):
 * a place being taken holds back only what depends on it. SQLite runs one write at a time.
 */
describe.runIf(TEST_DB_KIND === 'postgres')('locks on the places of a slot (postgres)', () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Dry Cleaning');

  /** Runs `during` while another transaction holds a place in `slotId` on `date`. */
  async function whileHeld(slotId: number, date: string, during: () => Promise<void>) {
    await ctx.database.db.transaction().execute(async (trx) => {
      await lockPlaceInSlot(trx, slotId, date);
      await during();
    });
  }

  const settle = (request: Promise<Answer>) => {
    const outcome: { answer?: Answer } = {};
    const done = request.then((answer) => {
      outcome.answer = answer;
    });
    return { outcome, done };
  };

  it('an order for the same slot on another date goes through; one for the same date waits', async () => {
    const pickup = await pickupOn(ctx, 'Monday');
    const nextMonday = addDays(pickup.pickupDate, 7);
    const shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    const body = (pickupDate: string) =>
      orderRequest([{ itemId: shirt.id, quantity: 2 }], { ...pickup, pickupDate });
    const [asha, ravi] = [await createCustomer(ctx), await createCustomer(ctx)];
    let sameDate: ReturnType<typeof settle> | undefined;
    await whileHeld(pickup.pickupSlotId, pickup.pickupDate, async () => {
      const other = await placeOrder(ctx.app, asha, body(nextMonday));
      expect(other.statusCode, other.body).toBe(201);
      sameDate = settle(placeOrder(ctx.app, ravi, body(pickup.pickupDate)));
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      expect(sameDate.outcome.answer).toBeUndefined();
    });
    await sameDate?.done;
    expect(sameDate?.outcome.answer?.statusCode, sameDate?.outcome.answer?.body).toBe(201);
  });

  it('an edit of the slot waits for a place being taken in it, whatever the date', async () => {
    const pickup = await pickupOn(ctx, 'Wednesday');
    let edit: Promise<void> = Promise.resolve();
    let edited: number | undefined;
    await whileHeld(pickup.pickupSlotId, addDays(pickup.pickupDate, 14), async () => {
      edit = ctx.app
        .inject({
          method: 'POST',
          url: `/api/admin/updateSlot/${String(pickup.pickupSlotId)}`,
          headers: shop.admin.auth,
          payload: { capacity: 40 },
        })
        .then((response) => {
          edited = response.statusCode;
        });
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      expect(edited).toBeUndefined();
    });
    await edit;
    expect(edited).toBe(200);
  });

  it('completing an order and planning its delivery takes the customer before the date', async () => {
    const pickup = await pickupOn(ctx, 'Thursday');
    const shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    const customer = await createCustomer(ctx);
    const order = await placedOrder(
      ctx.app,
      customer,
      orderRequest([{ itemId: shirt.id, quantity: 2 }], pickup),
    );
    const deliveryDate = addDays(pickup.pickupDate, 2);
    let change: Promise<void> = Promise.resolve();
    let changed: number | undefined;
    // The customer's own order for the delivery date, as it runs: their row, then the place.
    await ctx.database.db.transaction().execute(async (trx) => {
      await lockCustomer(trx, customer.id);
      change = ctx.app
        .inject({
          method: 'POST',
          url: `/api/admin/updateOrder/${String(order.id)}`,
          headers: shop.admin.auth,
          payload: { status: 'completed', deliveryDate },
        })
        .then((response) => {
          changed = response.statusCode;
        });
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      expect(changed).toBeUndefined();
      // The change waits for the customer's row holding nothing of the date (had it taken the
      // date first, the customer's order would now wait for it: a deadlock).
      const { rows } = await sql<{ n: number }>`
        select count(*)::integer as n from pg_locks
        where locktype = 'advisory' and classid = ${2 ** 32 - 2}::oid
          and objid = (${deliveryDate}::date - date '2000-01-01')::oid and objsubid = 2`.execute(
        trx,
      );
      expect(rows[0]?.n).toBe(0);
      await lockPlaceInSlot(trx, pickup.pickupSlotId, deliveryDate);
    });
    await change;
    expect(changed).toBe(200);
  });
});
