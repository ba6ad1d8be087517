import {
  addDays,
  forgonePartOf,
  gstSplitOf,
  indianDate,
  ORDER_STATUSES,
  paymentStateOf,
  weekdayOf,
  type TOrderStatus,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/tables.js';
import type { InvoiceDocument } from '../src/modules/invoices/invoice-pdf.js';
import { catalogueItems, statusEventRow } from '../bench/volume.js';

/**
 * A shop's two months, generated from a seed for the reports' and exports' tests: customers
 * (some referred, one staff member), orders of random statuses, lines, discounts, fees and
 * points, status events, payments and refunds, invoices and credit notes, written straight to
 * the tables. What was written is answered as plain objects, from which the tests compute every
 * figure again in JavaScript.
 */

/** A small fast generator with a seed (mulberry32): the same data on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ReportCustomer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
  role: 'user' | 'staff';
  createdAt: string;
  loyaltyPoints: number;
  referredBy: number | null;
}

export interface ReportLine {
  itemId: number | null;
  serviceName: string;
  name: string;
  unitPricePaise: number;
  quantity: number;
}

export interface ReportOrder {
  id: number;
  userId: number;
  status: TOrderStatus;
  createdAt: string;
  pickupDate: string;
  pickupSlotId: number;
  pickupSlotLabel: string;
  subtotalPaise: number;
  discountPaise: number;
  discountSource: 'voucher' | 'referral' | null;
  voucherCode: string | null;
  deliveryFeePaise: number;
  pointsRedeemedPaise: number;
  totalPaise: number;
  lines: ReportLine[];
  /** When it was completed (its `completed` status event), for completed orders. */
  completedAt: string | null;
  paidPaise: number;
  refundedPaise: number;
  forgonePaise: number;
  invoiceNumber: string | null;
}

/** The sums `paymentStateOf` judges an order by, from the model. */
export function reportStateOf(order: ReportOrder) {
  const { totalPaise, paidPaise, refundedPaise, forgonePaise } = order;
  return {
    totalPaise,
    paidPaise,
    refundedPaise,
    forgonePaise,
    cancelled: order.status === 'cancelled',
  };
}

export interface ReportPayment {
  id: number;
  orderId: number;
  amountPaise: number;
  method: 'cash' | 'upi' | 'card';
  reference: string | null;
  reason: string | null;
  /** A payment recorded by mistake, reversed: its amount is due again (decision 016). */
  correction: boolean;
  recordedBy: string;
  createdAt: string;
}

/** An invoice issued for an order, with its amounts as the PDF prints them. */
export type ReportInvoice = Pick<
  InvoiceDocument,
  'issuedAt' | 'kind' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise'
> & { orderId: number; creditNoteAt: string | null };

export interface ReportData {
  today: string;
  customers: ReportCustomer[];
  orders: ReportOrder[];
  payments: ReportPayment[];
  invoices: ReportInvoice[];
  slots: { id: number; day: string; startTime: string; endTime: string; capacity: number }[];
  items: { id: number; name: string; serviceName: string; pricePaise: number }[];
}

/** The first instant (UTC) of an Indian date. */
export function startOfIndianDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

const VOUCHERS = ['WELCOME10', 'CLEAN20', 'WELCOME20'];

/**
 * Writes the data set: `customers` customers registered over the last 90 days, and `orders`
 * orders placed over the last 65 (a few at the very first and last instant of an Indian day).
 */
export async function generateReportData(
  db: Kysely<Database>,
  options: {
    seed: number;
    customers: number;
    orders: number;
    names?: Partial<Record<number, string>>;
  },
  now: Date = new Date(),
): Promise<ReportData> {
  const random = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]): T => {
    const value = list[Math.floor(random() * list.length)];
    if (value === undefined) throw new Error('empty list');
    return value;
  };
  const today = indianDate(now);
  const admin = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  const items = (await catalogueItems(db)).map((row) => ({
    id: row.id,
    name: row.name,
    serviceName: row.service_name,
    pricePaise: row.price_paise,
  }));
  const slots = (
    await db
      .selectFrom('pickup_slots')
      .select(['id', 'day', 'start_time', 'end_time', 'capacity'])
      .orderBy('id')
      .execute()
  ).map((row) => ({
    id: row.id,
    day: row.day,
    startTime: row.start_time,
    endTime: row.end_time,
    capacity: row.capacity,
  }));

  /** A random instant of an Indian date, never after `now`. */
  const instantOn = (date: string): string => {
    const start = startOfIndianDay(date).getTime();
    const end = Math.min(start + 86_400_000, now.getTime());
    return new Date(start + Math.floor(random() * Math.max(end - start, 1))).toISOString();
  };

  const customers: ReportCustomer[] = [];
  for (let i = 0; i < options.customers; i += 1) {
    const createdAt = instantOn(addDays(today, -Math.floor(random() * 90)));
    const referrer = i > 3 && random() < 0.3 ? pick(customers) : null;
    const customer: ReportCustomer = {
      id: 0,
      firstName: options.names?.[i] ?? `Customer${String(i)}`,
      lastName: i % 5 === 0 ? 'Rao, Jr.' : 'Bench',
      email: `report${String(i)}@example.in`,
      phone: String(9800000000 + i),
      zipCode: String(560001 + (i % 50)),
      role: i === 1 ? 'staff' : 'user',
      createdAt,
      loyaltyPoints: Math.floor(random() * 300),
      referredBy: referrer?.id ?? null,
    };
    const row = await db
      .insertInto('users')
      .values({
        email: customer.email,
        password_hash: 'x',
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone: customer.phone,
        street: '1 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: customer.zipCode,
        role: customer.role,
        referred_by_user_id: customer.referredBy,
        loyalty_points: customer.loyaltyPoints,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    customer.id = row.id;
    if (referrer) {
      await db
        .insertInto('referrals')
        .values({
          referrer_user_id: referrer.id,
          referred_user_id: customer.id,
          first_order_id: null,
          rewarded_at: null,
          created_at: createdAt,
        })
        .execute();
    }
    customers.push(customer);
  }
  const buyers = customers.filter((customer) => customer.role === 'user');

  const orders: ReportOrder[] = [];
  const payments: ReportPayment[] = [];
  const invoices: ReportInvoice[] = [];
  let invoiceSeq = 0;
  for (let i = 0; i < options.orders; i += 1) {
    const placedDate = addDays(today, -Math.floor(random() * 65));
    // Every tenth order at an edge of its Indian day: its first instant or its last millisecond.
    const createdAt =
      i % 10 === 0
        ? startOfIndianDay(placedDate).toISOString()
        : i % 10 === 5 && placedDate !== today
          ? new Date(startOfIndianDay(addDays(placedDate, 1)).getTime() - 1).toISOString()
          : instantOn(placedDate);
    const pickupDate = addDays(placedDate, Math.floor(random() * 4));
    const slot = pick(slots.filter((candidate) => candidate.day === weekdayOf(pickupDate)));
    const lines: ReportLine[] = [];
    const lineCount = 1 + Math.floor(random() * 3);
    for (let l = 0; l < lineCount; l += 1) {
      const item = pick(items);
      const deleted = random() < 0.05;
      lines.push({
        itemId: deleted ? null : item.id,
        serviceName: item.serviceName,
        name: item.name,
        unitPricePaise: item.pricePaise,
        quantity: 1 + Math.floor(random() * 5),
      });
    }
    const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const discountRoll = random();
    const discountSource =
      discountRoll < 0.25 ? 'voucher' : discountRoll < 0.35 ? 'referral' : null;
    const percent = discountSource === 'voucher' ? pick([10, 20]) : discountSource ? 10 : 0;
    const discount = Math.round((subtotal * percent) / 100);
    const fee = random() < 0.3 ? 4900 : 0;
    const points = random() < 0.2 ? 100 * (1 + Math.floor(random() * 5)) : 0;
    const total = Math.max(subtotal - discount + fee - points, 0);
    const status = pick(ORDER_STATUSES);
    const order: ReportOrder = {
      id: 0,
      userId: pick(buyers).id,
      status,
      createdAt,
      pickupDate,
      pickupSlotId: slot.id,
      pickupSlotLabel: `${slot.startTime} - ${slot.endTime}`,
      subtotalPaise: subtotal,
      discountPaise: discount,
      discountSource,
      voucherCode: discountSource === 'voucher' ? pick(VOUCHERS) : null,
      deliveryFeePaise: fee,
      pointsRedeemedPaise: points,
      totalPaise: total,
      lines,
      completedAt: null,
      paidPaise: 0,
      refundedPaise: 0,
      forgonePaise: 0,
      invoiceNumber: null,
    };
    const row = await db
      .insertInto('orders')
      .values({
        user_id: order.userId,
        status,
        pickup_date: pickupDate,
        pickup_slot_id: slot.id,
        pickup_slot_label: order.pickupSlotLabel,
        voucher_code: order.voucherCode,
        discount_source: discountSource,
        discount_percent: percent,
        subtotal_paise: subtotal,
        discount_paise: discount,
        delivery_fee_paise: fee,
        points_redeemed_paise: points,
        total_paise: total,
        latitude: 12.97,
        longitude: 77.59,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    order.id = row.id;
    await db
      .insertInto('order_items')
      .values(
        lines.map((line) => ({
          order_id: order.id,
          service_item_id: line.itemId,
          service_name: line.serviceName,
          name: line.name,
          description: '',
          unit_price_paise: line.unitPricePaise,
          quantity: line.quantity,
          line_total_paise: line.unitPricePaise * line.quantity,
        })),
      )
      .execute();
    const events: { status: TOrderStatus; at: string }[] = [{ status: 'pending', at: createdAt }];
    if (status === 'completed') {
      const completedDate = addDays(placedDate, Math.floor(random() * 70));
      order.completedAt = instantOn(completedDate > today ? today : completedDate);
      if (order.completedAt < createdAt) order.completedAt = createdAt;
      events.push({ status: 'completed', at: order.completedAt });
    } else if (status !== 'pending') {
      events.push({ status, at: createdAt });
    }
    await db
      .insertInto('order_status_events')
      .values(events.map((event) => statusEventRow(order.id, event.status, event.at)))
      .execute();

    // Payments: completed orders paid in full, in part or not at all; others sometimes.
    const payRoll = random();
    const amounts: number[] = [];
    if (total > 0 && status !== 'cancelled') {
      if (payRoll < 0.4) amounts.push(total);
      else if (payRoll < 0.6) amounts.push(Math.max(1, Math.floor(total / 2)));
    }
    if (status === 'cancelled' && total > 0 && payRoll < 0.2) amounts.push(total, -total);
    // A completed order's payment recorded by mistake and reversed: all of it due again.
    const corrected = status === 'completed' && total > 0 && payRoll >= 0.6 && payRoll < 0.7;
    if (corrected) amounts.push(total, -total);
    // Paid, then part of it refunded (a shirt damaged): nothing due, the refund is the shop's.
    if (status === 'completed' && total > 400 && payRoll >= 0.7 && payRoll < 0.8) {
      amounts.push(total, -Math.floor(total / 4));
    }
    for (const amount of amounts) {
      const correction = corrected && amount < 0;
      const refund = amount < 0 && !correction;
      const forgone = refund ? forgonePartOf(-amount, paymentStateOf(reportStateOf(order))) : 0;
      const payment = {
        order_id: order.id,
        amount_paise: amount,
        method: pick(['cash', 'upi', 'card'] as const),
        reference: random() < 0.5 ? `=UPI-${String(order.id)}` : null,
        reason: correction
          ? 'Recorded on the wrong order'
          : amount < 0
            ? 'Cancelled, money back, "as asked"'
            : null,
        is_correction: correction ? 1 : 0,
        forgone_paise: forgone,
        recorded_by: admin.id,
        created_at: instantOn(placedDate),
      };
      const inserted = await db
        .insertInto('payments')
        .values(payment)
        .returning('id')
        .executeTakeFirstOrThrow();
      payments.push({
        id: inserted.id,
        orderId: order.id,
        amountPaise: amount,
        method: payment.method,
        reference: payment.reference,
        reason: payment.reason,
        correction,
        recordedBy: admin.email,
        createdAt: payment.created_at,
      });
      order.paidPaise += amount;
      if (refund) order.refundedPaise -= amount;
      order.forgonePaise += forgone;
    }

    // Invoices: completed orders, and some cancelled ones invoiced before (with a credit note).
    const invoiced = status === 'completed' || (status === 'cancelled' && random() < 0.3);
    if (invoiced) {
      invoiceSeq += 1;
      const number = `FF/T/${String(invoiceSeq).padStart(4, '0')}`;
      const issuedAt = order.completedAt ?? createdAt;
      // One in four issued before the shop registered for GST: a bill of supply, no tax.
      const kind = invoiceSeq % 4 === 0 ? 'bill_of_supply' : 'tax_invoice';
      const split =
        kind === 'tax_invoice'
          ? gstSplitOf(total)
          : { taxablePaise: total, cgstPaise: 0, sgstPaise: 0 };
      const invoice = await db
        .insertInto('invoices')
        .values({
          order_id: order.id,
          number,
          financial_year: 'T',
          issued_at: issuedAt,
          kind,
          taxable_paise: split.taxablePaise,
          cgst_paise: split.cgstPaise,
          sgst_paise: split.sgstPaise,
          total_paise: total,
          snapshot: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('orders')
        .set({ invoice_number: number })
        .where('id', '=', order.id)
        .execute();
      order.invoiceNumber = number;
      let creditNoteAt: string | null = null;
      if (status === 'cancelled') {
        creditNoteAt = instantOn(placedDate);
        await db
          .insertInto('credit_notes')
          .values({
            invoice_id: invoice.id,
            number: `CN/T/${String(invoiceSeq).padStart(4, '0')}`,
            financial_year: 'T',
            issued_at: creditNoteAt,
            reason: 'Order cancelled',
          })
          .execute();
      }
      invoices.push({
        orderId: order.id,
        issuedAt,
        kind,
        taxablePaise: split.taxablePaise,
        cgstPaise: split.cgstPaise,
        sgstPaise: split.sgstPaise,
        totalPaise: total,
        creditNoteAt,
      });
    }
    orders.push(order);
  }
  return { today, customers, orders, payments, invoices, slots, items };
}
