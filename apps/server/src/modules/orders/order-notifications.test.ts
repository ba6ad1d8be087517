import {
  addDays,
  formatLongDate,
  formatRupees,
  formatSlotLabel,
  ORDER_STATUS_LABELS,
  type TOrder,
  type TOrderStatus,
} from '@freshfold/shared';
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  itemNamed,
  outboxIdsOf,
  slotsOfDay,
  type TestCustomer,
} from '../../../test/customers.js';
import { mailingAppSuite, TEST_DB_KIND } from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';
import {
  orderingShop,
  orderRequest,
  pickupOn,
  placedOrder,
  placeOrder,
  setOrderStatus,
  type Pickup,
} from '../../../test/orders.js';

const SHOP_EMAIL = 'counter@freshfold.test';

/**
 * An order's events tell the customer (and, for a new order, the shop) by e-mail, through a
 * real SMTP server in the test process: each message once, written in the transaction of the
 * change, and nothing for an order that was refused.
 */
describe(`order notifications by e-mail (${TEST_DB_KIND})`, () => {
  const { mail, ctx } = mailingAppSuite({
    MAIL_FROM: 'FreshFold <orders@freshfold.in>',
    SHOP_EMAIL,
    PUBLIC_URL: 'https://shop.example/',
  });
  const shop = orderingShop(ctx, 'Dry Cleaning');
  let saree: { id: number; price_paise: number };
  let pickup: Pickup;
  let week = 0;

  beforeAll(async () => {
    saree = await itemNamed(ctx, 'Saree');
    pickup = await pickupOn(ctx, 'Wednesday', 10_000);
  });

  function orderBody(overrides: Record<string, unknown> = {}) {
    return {
      ...orderRequest(
        [
          { itemId: shop.shirt.id, quantity: 3 },
          { itemId: saree.id, quantity: 1 },
        ],
        pickup,
      ),
      ...overrides,
    };
  }

  async function place(customer: TestCustomer, body = orderBody(), key?: string) {
    return placeOrder(ctx.app, customer, body, key ? { 'idempotency-key': key } : {});
  }

  /** Every outbox row of the order, once the worker has tried them all. */
  async function settledMessagesOf(orderId: number) {
    return until(async () => {
      const rows = await ctx.database.db
        .selectFrom('outbox')
        .select(['kind', 'recipient', 'status'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.every((row) => row.status === 'sent') ? rows : undefined;
    });
  }

  /** The kinds of the order's messages to `address`, in the order written, once all are sent. */
  async function kindsSentTo(orderId: number, address: string) {
    const rows = await settledMessagesOf(orderId);
    return rows.filter((row) => row.recipient === address).map((row) => row.kind);
  }

  const mailsTo = (address: string) =>
    mail.mails.filter((mailed) => mailed.to && JSON.stringify(mailed.to).includes(address));
  const about = (orderId: number) => (mailed: ParsedMail) =>
    (mailed.subject ?? '').includes(`#${String(orderId)}`);

  async function changeStatus(orderId: number, status: TOrderStatus) {
    const response = await setOrderStatus(ctx.app, shop.admin, orderId, status);
    expect(response.statusCode, response.body).toBe(200);
  }

  it('placing an order e-mails the customer its confirmation and the shop the new order, once each', async () => {
    const customer = await createCustomer(ctx);
    const order = await placedOrder(ctx.app, customer, orderBody(), {
      'idempotency-key': 'confirm-1',
    });

    const [confirmation] = await until(() => {
      const mails = mailsTo(customer.email).filter(about(order.id));
      return mails.length > 0 ? mails : undefined;
    });
    const subject = confirmation?.subject ?? '';
    expect(subject).toContain(`#${String(order.id)}`);
    const text = confirmation?.text ?? '';
    expect(text).toContain('Shirt');
    expect(text).toContain('Saree');
    expect(text).toContain(formatRupees(order.totalAmount));
    expect(text).toContain(formatLongDate(pickup.pickupDate));
    expect(text).toContain(order.pickupSlot.slotTime);
    expect(text).toContain('https://shop.example/orders');

    const shop = await until(() => {
      const mails = mailsTo(SHOP_EMAIL).filter(about(order.id));
      return mails.length > 0 ? mails : undefined;
    });
    expect(shop[0]?.text).toContain(customer.email);
    expect(shop[0]?.text).toContain('1 MG Road');
    // The customer's mail carries their unsubscribe link; the shop's copy does not, so its
    // Unsubscribe button cannot turn off the customer's e-mail.
    const unsubscribeHeaders = (mail: ParsedMail | undefined) =>
      (mail?.headerLines ?? []).filter((line) => line.key.startsWith('list-unsubscribe'));
    expect(unsubscribeHeaders(confirmation)).toHaveLength(2);
    expect(unsubscribeHeaders(shop[0])).toEqual([]);
    expect(`${shop[0]?.text ?? ''}${String(shop[0]?.html)}`).not.toContain('unsubscribe');

    // A retry with the same Idempotency-Key replays the order and sends nothing again.
    const replay = await place(customer, orderBody(), 'confirm-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const rows = await settledMessagesOf(order.id);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ['order_placed', customer.email],
      ['shop_new_order', SHOP_EMAIL],
    ]);
    expect(mailsTo(customer.email).filter(about(order.id))).toHaveLength(1);
    expect(mailsTo(SHOP_EMAIL).filter(about(order.id))).toHaveLength(1);
  });

  it('each status change the shop makes tells the customer once; a status that did not change tells nothing', async () => {
    const customer = await createCustomer(ctx);
    const order = await placedOrder(ctx.app, customer, orderBody());
    const steps: TOrderStatus[] = [
      'pick_up_done',
      'processing',
      'processing',
      'ready',
      'completed',
    ];
    for (const status of steps) await changeStatus(order.id, status);

    expect(await kindsSentTo(order.id, customer.email)).toEqual([
      'order_placed',
      'order_status_changed',
      'order_status_changed',
      'order_status_changed',
      'order_status_changed',
    ]);
    const subjects = await until(() => {
      const mails = mailsTo(customer.email).filter(about(order.id));
      return mails.length >= 5 ? mails.map((mailed) => mailed.subject ?? '') : undefined;
    });
    for (const status of ['pick_up_done', 'processing', 'ready', 'completed'] as const) {
      expect(
        subjects.filter((subject) =>
          subject.endsWith(`: ${ORDER_STATUS_LABELS[status].toLowerCase()}`),
        ),
      ).toHaveLength(1);
    }
    expect(subjects).toHaveLength(5);
  });

  it('a cancellation, by the customer or by the shop, tells the customer once', async () => {
    const customer = await createCustomer(ctx);
    const first = (await place(customer)).json<TOrder>();
    const second = (await place(customer, orderBody({ pickupDate: nextWeek() }))).json<TOrder>();

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/authUser/cancelOrder/${String(first.id)}`,
      headers: customer.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/authUser/cancelOrder/${String(first.id)}`,
      headers: customer.auth,
    });
    expect(again.statusCode).toBe(409);
    await changeStatus(second.id, 'cancelled');

    for (const order of [first, second]) {
      expect(await kindsSentTo(order.id, customer.email)).toEqual([
        'order_placed',
        'order_cancelled',
      ]);
      const mails = await until(() => {
        const found = mailsTo(customer.email).filter(about(order.id));
        return found.length >= 2 ? found : undefined;
      });
      const cancellation = mails.filter((mailed) =>
        (mailed.subject ?? '').includes('is cancelled'),
      );
      expect(cancellation).toHaveLength(1);
      // Neither was picked up nor paid for.
      expect(cancellation[0]?.text).toContain(
        'Nothing will be collected and you will not be charged.',
      );
    }
  });

  it('an order cancelled, reopened and cancelled again is told each time, so the customer never waits for a pickup that is off', async () => {
    const customer = await createCustomer(ctx);
    const order = await placedOrder(ctx.app, customer, orderBody());
    for (const status of ['cancelled', 'pending', 'cancelled', 'pending'] as const) {
      await changeStatus(order.id, status);
    }
    expect(await kindsSentTo(order.id, customer.email)).toEqual([
      'order_placed',
      'order_cancelled',
      'order_status_changed',
      'order_cancelled',
      'order_status_changed',
    ]);
  });

  it('a cancellation after the pickup, or of a paid order, says the money comes back and how the clothes do', async () => {
    const customer = await createCustomer(ctx);
    const cases: [string, TOrderStatus | null, string][] = [
      [
        'paid, still to be picked up',
        null,
        'Nothing will be collected. The ₹REFUND you paid will be refunded to you.',
      ],
      [
        'picked up, not paid',
        'pick_up_done',
        'You will not be charged, and we will contact you to return your clothes.',
      ],
      [
        'picked up and paid',
        'pick_up_done',
        'The ₹REFUND you paid will be refunded to you, and we will contact you to return your clothes.',
      ],
      // Completed: its clothes are back with the customer; only the money is told of.
      [
        'completed and paid',
        'completed',
        'Nothing will be collected. The ₹REFUND you paid will be refunded to you.',
      ],
    ];
    // A new customer: one order a week of the window, each in the Wednesday slot.
    let week = -1;
    for (const [what, before, sentence] of cases) {
      week += 1;
      const order = (
        await place(customer, orderBody({ pickupDate: addDays(pickup.pickupDate, 7 * week) }))
      ).json<TOrder>();
      const paid = sentence.includes('REFUND');
      if (paid) {
        const payment = await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${String(order.id)}/payments`,
          headers: shop.admin.auth,
          payload: { method: 'cash', amount: 100 },
        });
        expect(payment.statusCode, payment.body).toBe(201);
      }
      if (before) await changeStatus(order.id, before);
      await changeStatus(order.id, 'cancelled');
      const mailed = await until(() =>
        mailsTo(customer.email)
          .filter(about(order.id))
          .find((m) => (m.subject ?? '').includes('is cancelled')),
      );
      expect(mailed.text, what).toContain(sentence.replace('₹REFUND', formatRupees(100)));
    }
  });

  it('a refused order (slot full, bad voucher) writes and sends nothing', async () => {
    const customer = await createCustomer(ctx);
    const badVoucher = await place(customer, orderBody({ voucher: 'NOSUCHCODE' }));
    expect(badVoucher.statusCode).toBe(400);

    const thursday = orderBody({ ...(await pickupOn(ctx, 'Thursday', 1, 1)) });
    // Another customer takes the slot's one place.
    expect((await place(await createCustomer(ctx), thursday)).statusCode).toBe(201);
    const full = await place(customer, thursday);
    expect(full.statusCode).toBe(409);

    expect(await outboxIdsOf(ctx, customer.id)).toEqual([]);
    // Any message would have been sent well within this time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(customer.email)).toEqual([]);
  });

  it('planning a delivery tells the customer its date and slot, once per plan; the same plan again, clearing it or planning a cancelled order tells nothing', async () => {
    const customer = await createCustomer(ctx);
    const order = await placedOrder(ctx.app, customer, orderBody());
    const friday = addDays(pickup.pickupDate, 2);
    const [early, late] = await slotsOfDay(ctx, 'Friday');
    const plan = async (payload: Record<string, unknown>, orderId = order.id) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/updateOrder/${String(orderId)}`,
        headers: shop.admin.auth,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    await plan({ deliveryDate: friday, deliverySlotId: early?.id });
    await plan({ deliveryDate: friday, deliverySlotId: early?.id });
    await plan({ deliverySlotId: late?.id });
    // Moved back to the first plan: told again.
    await plan({ deliverySlotId: early?.id });
    await plan({ deliveryDate: null, deliverySlotId: null });
    const cancelled = await placedOrder(ctx.app, customer, orderBody({ pickupDate: nextWeek() }));
    await changeStatus(cancelled.id, 'cancelled');
    await plan({ deliveryDate: addDays(cancelled.pickupDate, 2) }, cancelled.id);

    expect(await kindsSentTo(order.id, customer.email)).toEqual([
      'order_placed',
      'delivery_planned',
      'delivery_planned',
      'delivery_planned',
    ]);
    const mails = await until(() => {
      const found = mailsTo(customer.email)
        .filter(about(order.id))
        .filter((mailed) => (mailed.subject ?? '').includes('delivery on'));
      return found.length >= 3 ? found : undefined;
    });
    expect(mails.map((mailed) => mailed.subject)).toEqual(
      Array.from(
        { length: 3 },
        () => `FreshFold order #${String(order.id)}: delivery on ${formatLongDate(friday)}`,
      ),
    );
    const slotTime = (slot?: { start_time: string; end_time: string }) =>
      slot ? formatSlotLabel(slot.start_time, slot.end_time) : 'no slot';
    const saying = (slot?: { start_time: string; end_time: string }) =>
      mails.filter((mailed) =>
        (mailed.text ?? '').includes(`on ${formatLongDate(friday)}, ${slotTime(slot)}.`),
      ).length;
    expect([saying(early), saying(late)]).toEqual([2, 1]);
    const cancelledRows = await settledMessagesOf(cancelled.id);
    expect(cancelledRows.map((row) => row.kind)).not.toContain('delivery_planned');
  });

  /** Another Wednesday a week further on, for a second open order of one customer. */
  function nextWeek(): string {
    week += 1;
    const date = new Date(`${pickup.pickupDate}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 7 * week);
    return date.toISOString().slice(0, 10);
  }
});
