import { addDays, indianDate, indianTime, weekdayOf } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { createCustomer, itemNamed, nextDateOn, slotsOfDay } from '../../../test/customers.js';
import { cancelOrder, orderRequest, pickupOn, placeOrder } from '../../../test/orders.js';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';

interface SlotOption {
  slotId: number;
  slotTime: string;
  available: boolean;
}

describe(`pickup slots by date (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  const slotsOn = async (date: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/pickup-timeslots/by-date?date=${date}`,
    });
    return {
      status: response.statusCode,
      body: response.json<SlotOption[] & { message?: string }>(),
    };
  };

  it("answers a guest the date's weekday slots, labelled for people", async () => {
    const date = nextDateOn('Wednesday');
    const { status, body } = await slotsOn(date);
    expect(status).toBe(200);
    const wednesday = await slotsOfDay(ctx, 'Wednesday');
    expect(body).toEqual([
      { slotId: wednesday[0]?.id, slotTime: '6:00 AM - 8:00 AM', available: true },
      { slotId: wednesday[1]?.id, slotTime: '7:00 PM - 9:00 PM', available: true },
    ]);
  });

  it('refuses a malformed date, a past date and one beyond 30 days (Indian calendar)', async () => {
    const today = indianDate();
    for (const date of ['2026-02-30', 'tomorrow', addDays(today, -1), addDays(today, 31)]) {
      const { status, body } = await slotsOn(date);
      expect(status, date).toBe(400);
      expect(body.message).toBeTruthy();
    }
    expect((await slotsOn(addDays(today, 30))).status).toBe(200);
  });

  it('today, a slot that has started is no longer offered', async () => {
    const today = indianDate();
    const { body } = await slotsOn(today);
    const slots = await slotsOfDay(ctx, weekdayOf(today));
    const now = indianTime();
    expect(body.map((slot) => slot.available)).toEqual(slots.map((slot) => slot.start_time > now));
  });

  it('a slot is unavailable once its places are taken, and free again after a cancellation', async () => {
    const pickup = await pickupOn(ctx, 'Friday', 1);
    const { pickupDate: date, pickupSlotId: morning } = pickup;
    const customer = await createCustomer(ctx);
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const placed = await placeOrder(
      ctx.app,
      customer,
      orderRequest([{ itemId: shirt.id, quantity: 2 }], pickup),
    );
    expect(placed.statusCode).toBe(201);
    expect((await slotsOn(date)).body.find((slot) => slot.slotId === morning)?.available).toBe(
      false,
    );
    // Another date of the same weekday is not affected.
    expect(
      (await slotsOn(addDays(date, 7))).body.find((slot) => slot.slotId === morning)?.available,
    ).toBe(true);

    const cancelled = await cancelOrder(ctx.app, customer, placed.json<{ id: number }>().id);
    expect(cancelled.statusCode).toBe(200);
    expect((await slotsOn(date)).body.find((slot) => slot.slotId === morning)?.available).toBe(
      true,
    );
  });

  it('a slot the shop marked unavailable is offered as unavailable', async () => {
    const date = nextDateOn('Tuesday');
    const [, evening] = await slotsOfDay(ctx, 'Tuesday');
    if (!evening) throw new Error('no Tuesday slot');
    await ctx.database.db
      .updateTable('pickup_slots')
      .set({ is_available: 0 })
      .where('id', '=', evening.id)
      .execute();
    const { body } = await slotsOn(date);
    expect(body.find((slot) => slot.slotId === evening.id)?.available).toBe(false);
  });
});
