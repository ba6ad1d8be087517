import type { TOrderPaymentsResponse } from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, newCustomerOrderRow } from '../../../test/customers.js';
import { buildApp } from '../../app.js';
import {
  createTestApp,
  logLineStream,
  TEST_DB_KIND,
  type TestContext,
} from '../../../test/helpers.js';
import { storedOrder } from '../../../test/orders.js';
import { paidEvent, razorpayWebhook, recordedUnder } from '../../../test/razorpay.js';

const WEBHOOK_SECRET = 'whsec-test-refunds-0123456789';

/** Razorpay's documented `refund.processed` event (refund and payment entities). */
function refundEvent(refundId: string, paymentId: string, amount: number, paidAmount = amount) {
  return {
    entity: 'event',
    account_id: 'acc_E7OQJcEANmBHTC',
    event: 'refund.processed',
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refundId,
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: paymentId,
          notes: { comment: 'Refunded from the dashboard' },
          receipt: null,
          acquirer_data: { arn: null },
          created_at: 1597734071,
          batch_id: null,
          status: 'processed',
          speed_processed: 'normal',
          speed_requested: 'optimum',
        },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: paidAmount,
          currency: 'INR',
          status: 'captured',
          order_id: 'order_FPoIeimWki9j8A',
          method: 'upi',
          amount_refunded: amount,
          refund_status: amount === paidAmount ? 'full' : 'partial',
          captured: true,
          notes: {},
          created_at: 1597733000,
        },
      },
    },
    created_at: 1597734071,
  };
}

describe(`Razorpay refunds (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({
      environment: {
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'key-secret',
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_URL: 'https://freshfold.example',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const {
    signed: signedEvent,
    post: webhook,
    deliver,
  } = razorpayWebhook(() => ctx.app, WEBHOOK_SECRET);

  const paymentsOf = (orderId: number) =>
    ctx.database.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  /** A completed ₹240 order of a fresh customer, paid through a Razorpay link. */
  async function paidOrder(paymentId: string, totalPaise = 24000) {
    const { id } = await newCustomerOrderRow(ctx, { status: 'completed', totalPaise });
    const paid = await deliver(paidEvent(id, paymentId, totalPaise));
    expect(paid.json()).toEqual({ outcome: 'recorded' });
    return { id };
  }

  /** The order's payment state as the shop's payments view shows it. */
  async function paymentStateOf(id: number): Promise<TOrderPaymentsResponse> {
    const staff = await createCustomer(ctx, { role: 'staff' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(id)}/payments`,
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TOrderPaymentsResponse>();
  }

  it('records a processed refund as one negative payment, and the order shows refunded', async () => {
    const { id } = await paidOrder('pay_RF_FULL');
    const response = await deliver(refundEvent('rfnd_FULL1', 'pay_RF_FULL', 24000));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'recorded' });
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(2);
    expect(payments[1]).toMatchObject({
      amount_paise: -24000,
      method: 'razorpay',
      reference: 'rfnd_FULL1',
      reason: 'Refunded through Razorpay',
      provider_payment_id: 'rfnd_FULL1',
      recorded_by: null,
    });
    const order = await paymentStateOf(id);
    expect(order).toMatchObject({ paymentStatus: 'refunded', amountPaid: 0 });
  });

  it('records one refund however often it is replayed, and when delivered concurrently', async () => {
    const { id } = await paidOrder('pay_RF_REPLAY');
    const event = refundEvent('rfnd_REPLAY1', 'pay_RF_REPLAY', 10000);
    expect((await deliver(event)).json()).toEqual({ outcome: 'recorded' });
    for (let replay = 0; replay < 5; replay += 1) {
      expect((await deliver(event)).json()).toEqual({ outcome: 'replayed' });
    }
    expect((await paymentsOf(id)).filter((row) => row.amount_paise < 0)).toHaveLength(1);

    const other = await paidOrder('pay_RF_RACE');
    const { payload, signature } = signedEvent(refundEvent('rfnd_RACE1', 'pay_RF_RACE', 10000));
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(payload, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = answers.map((answer) => answer.json<{ outcome: string }>().outcome).sort();
    expect(outcomes).toEqual(['recorded', 'replayed', 'replayed', 'replayed', 'replayed']);
    const refunds = (await paymentsOf(other.id)).filter((row) => row.amount_paise < 0);
    expect(refunds).toHaveLength(1);
    const row = await storedOrder(ctx, other.id, ['paid_paise', 'refunded_paise']);
    expect(row).toEqual({ paid_paise: 14000, refunded_paise: 10000 });
  });

  it('refuses a refund with a bad or missing signature with 400, recording nothing', async () => {
    const { id } = await paidOrder('pay_RF_FORGED');
    const body = refundEvent('rfnd_FORGED1', 'pay_RF_FORGED', 24000);
    const { payload } = signedEvent(body);
    const forged = signedEvent(body, 'another-secret').signature;
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    expect((await webhook(payload)).statusCode).toBe(400);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('holds a refund that arrives before its payment, and records it after the payment when that comes', async () => {
    const { id } = await newCustomerOrderRow(ctx, { status: 'completed', totalPaise: 24000 });
    // The paid event failed and Razorpay will retry it; the shop refunds from the dashboard.
    const early = refundEvent('rfnd_EARLY1', 'pay_RF_LATE', 24000);
    expect((await deliver(early)).json()).toEqual({ outcome: 'held' });
    expect((await deliver(early)).json()).toEqual({ outcome: 'replayed' });
    expect(await paymentsOf(id)).toHaveLength(0);

    expect((await deliver(paidEvent(id, 'pay_RF_LATE', 24000))).json()).toEqual({
      outcome: 'recorded',
    });
    expect((await paymentsOf(id)).map((row) => [row.amount_paise, row.reference])).toEqual([
      [24000, 'pay_RF_LATE'],
      [-24000, 'rfnd_EARLY1'],
    ]);
    expect(await paymentStateOf(id)).toMatchObject({
      paymentStatus: 'refunded',
      amountPaid: 0,
      amountDue: 0,
    });
    // Delivered again, the refund and the payment are replays; nothing more is held.
    expect((await deliver(early)).json()).toEqual({ outcome: 'replayed' });
    expect((await deliver(paidEvent(id, 'pay_RF_LATE', 24000))).json()).toEqual({
      outcome: 'replayed',
    });
    const held = await ctx.database.db.selectFrom('held_provider_refunds').selectAll().execute();
    expect(held.filter((row) => row.provider_payment_id === 'pay_RF_LATE')).toEqual([]);
  });

  it('records both when a payment and its refund arrive at the same moment', async () => {
    const { id } = await newCustomerOrderRow(ctx, { status: 'completed', totalPaise: 24000 });
    const paid = signedEvent(paidEvent(id, 'pay_RF_TOGETHER', 24000));
    const refund = signedEvent(refundEvent('rfnd_TOGETHER1', 'pay_RF_TOGETHER', 4000, 24000));
    const answers = await Promise.all([
      webhook(paid.payload, paid.signature),
      webhook(refund.payload, refund.signature),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await paymentsOf(id)).map((row) => row.amount_paise)).toEqual([24000, -4000]);
  });

  it('logs a held refund that proves larger than its payment once that arrives, recording nothing of it', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      db: ctx.database.db,
      logStream: logLineStream((line) => lines.push(line)),
    });
    await logged.ready();
    try {
      const deliverLogged = razorpayWebhook(() => logged, WEBHOOK_SECRET).deliver;
      const { id } = await newCustomerOrderRow(ctx, { status: 'completed', totalPaise: 24000 });
      const early = await deliverLogged(refundEvent('rfnd_HELD_BIG', 'pay_RF_HELD_BIG', 30000));
      expect(early.json()).toEqual({ outcome: 'held' });
      const paid = await deliverLogged(paidEvent(id, 'pay_RF_HELD_BIG', 24000));
      expect(paid.json()).toEqual({ outcome: 'recorded' });
      expect((await paymentsOf(id)).map((row) => row.amount_paise)).toEqual([24000]);
      const warnings = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((record) => record.msg === 'Razorpay refund not recorded');
      expect(warnings).toEqual([
        expect.objectContaining({
          refund: 'rfnd_HELD_BIG',
          payment: 'pay_RF_HELD_BIG',
          outcome: 'refund_too_large',
        }),
      ]);
    } finally {
      await logged.close();
    }
  });

  it('answers a refund of more than was paid with 200, recording nothing', async () => {
    const { id } = await paidOrder('pay_RF_TOO_MUCH');
    const tooMuch = await deliver(refundEvent('rfnd_TOO_MUCH1', 'pay_RF_TOO_MUCH', 24001, 24001));
    expect(tooMuch.statusCode).toBe(200);
    expect(tooMuch.json()).toEqual({ outcome: 'refund_too_large' });
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await recordedUnder(ctx, ['rfnd_TOO_MUCH1'])).toBe(0);
  });

  it('leaves a partly refunded order paid, asking nothing for the part refunded', async () => {
    const { id } = await paidOrder('pay_RF_PART');
    const partial = await deliver(refundEvent('rfnd_PART1', 'pay_RF_PART', 9050, 24000));
    expect(partial.json()).toEqual({ outcome: 'recorded' });
    const order = await paymentStateOf(id);
    expect(order).toMatchObject({ paymentStatus: 'paid', amountPaid: 149.5, amountDue: 0 });
    const other = await deliver(refundEvent('rfnd_CREATED1', 'pay_RF_PART', 100));
    expect(other.json()).toEqual({ outcome: 'recorded' });
    const created = await deliver({
      ...refundEvent('rfnd_CREATED2', 'pay_RF_PART', 100),
      event: 'refund.created',
    });
    expect(created.json()).toEqual({ outcome: 'ignored' });
    expect(await paymentsOf(id)).toHaveLength(3);
  });
});
