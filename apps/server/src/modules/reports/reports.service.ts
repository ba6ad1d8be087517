import {
  addDays,
  daysInRange,
  formatSlotLabel,
  indianDate,
  ORDER_STATUSES,
  OUTSTANDING_BUCKETS,
  paiseToRupees,
  previousRange,
  weekdayOf,
  type TOutstandingBucket,
  type TReportCharts,
  type TReportFigures,
  type TReportOutstanding,
  type TReportVoucher,
  type TReportSlotCell,
  type TReportSummary,
  type TReportTopItem,
} from '@freshfold/shared';
import type { Db } from '../../db/tables.js';
import {
  instantsOf,
  selectDailyStatusFigures,
  selectDiscounts,
  selectNewCustomers,
  selectOrderFigures,
  selectOutstandingByAge,
  selectReferralFunnel,
  selectRepeatCustomers,
  selectSlotBookings,
  selectSlots,
  selectItemSales,
  startOfIndianDay,
} from './reports.repository.js';

/** A sum or count as the database answers it (PostgreSQL's bigint is a string), or 0. */
function numberOf(value: number | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** Every Indian date from `from` to `to`, both included: counted, so it always ends. */
function datesOf(from: string, to: string): string[] {
  return Array.from({ length: Math.max(daysInRange(from, to), 0) }, (_, day) => addDays(from, day));
}

/** A share to four decimals (`2 / 3` → `0.6667`); 0 of nothing is 0. */
function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

/** The six key figures of the orders placed and the customers registered from `from` to `to`. */
async function figuresOf(db: Db, from: string, to: string): Promise<TReportFigures> {
  const range = instantsOf(from, to);
  const [orders, customers, repeat] = await Promise.all([
    selectOrderFigures(db, range),
    selectNewCustomers(db, range),
    selectRepeatCustomers(db, range),
  ]);
  const revenuePaise = numberOf(orders.revenue);
  const count = numberOf(orders.orders);
  return {
    revenue: paiseToRupees(revenuePaise),
    orders: count,
    averageOrderValue: count === 0 ? 0 : paiseToRupees(Math.round(revenuePaise / count)),
    newCustomers: numberOf(customers.n),
    repeatCustomerRate: shareOf(numberOf(repeat.repeat), numberOf(repeat.customers)),
    cancelled: numberOf(orders.cancelled),
  };
}

/**
 * `GET /api/admin/reports/summary`: the key figures of the range and of the period of the same
 * length just before it, for the page's "against the previous period".
 */
export async function reportSummary(db: Db, from: string, to: string): Promise<TReportSummary> {
  const previous = previousRange(from, to);
  const [current, before] = await Promise.all([
    figuresOf(db, from, to),
    figuresOf(db, previous.from, previous.to),
  ]);
  return {
    from,
    to,
    previousFrom: previous.from,
    previousTo: previous.to,
    ...current,
    previous: before,
  };
}

/**
 * The heat map's cells: each date of the range × the slots of its weekday that are offered or
 * hold a booking, by slot time, and any other slot an order of the date holds (a slot moved to
 * another weekday after the booking).
 */
async function slotUtilisationOf(db: Db, from: string, to: string): Promise<TReportSlotCell[]> {
  const [slots, bookings] = await Promise.all([selectSlots(db), selectSlotBookings(db, from, to)]);
  const booked = new Map(
    bookings.map((row) => [
      `${row.pickup_date} ${String(row.pickup_slot_id)}`,
      numberOf(row.booked),
    ]),
  );
  const ordered = [...slots].sort(
    (a, b) =>
      a.start_time.localeCompare(b.start_time) ||
      a.end_time.localeCompare(b.end_time) ||
      a.id - b.id,
  );
  const cells: TReportSlotCell[] = [];
  for (const date of datesOf(from, to)) {
    const weekday = weekdayOf(date);
    for (const slot of ordered) {
      const taken = booked.get(`${date} ${String(slot.id)}`);
      const offered = slot.day === weekday && slot.is_available === 1;
      if (!offered && taken === undefined) continue;
      cells.push({
        date,
        slotId: slot.id,
        slotLabel: formatSlotLabel(slot.start_time, slot.end_time),
        booked: taken ?? 0,
        capacity: slot.capacity,
      });
    }
  }
  return cells;
}

/** The ten items first by `key`, then by the other figure, then by id. */
function topTen(items: TReportTopItem[], key: 'quantity' | 'revenue'): TReportTopItem[] {
  const other = key === 'quantity' ? 'revenue' : 'quantity';
  return [...items]
    .sort((a, b) => b[key] - a[key] || b[other] - a[other] || a.itemId - b.itemId)
    .slice(0, 10);
}

/** The vouchers used, most discount first, then by code. */
function vouchersOf(discounts: DiscountRow[]): TReportVoucher[] {
  return discounts
    .filter((row) => row.discount_source === 'voucher')
    .map((row) => ({
      code: row.voucher_code ?? '',
      orders: numberOf(row.orders),
      discountPaise: numberOf(row.discount),
    }))
    .sort((a, b) => b.discountPaise - a.discountPaise || a.code.localeCompare(b.code))
    .map(({ code, orders, discountPaise }) => ({
      code,
      orders,
      discount: paiseToRupees(discountPaise),
    }));
}

/** The four ages of what is owed, each present, zeros included. */
function outstandingOf(aged: AgedRow[]): TReportOutstanding[] {
  const byBucket = new Map(aged.map((row) => [row.bucket as TOutstandingBucket, row]));
  return OUTSTANDING_BUCKETS.map((bucket) => {
    const row = byBucket.get(bucket);
    return {
      bucket,
      orders: numberOf(row?.orders),
      amount: paiseToRupees(numberOf(row?.amount)),
    };
  });
}

type DiscountRow = Awaited<ReturnType<typeof selectDiscounts>>[number];
type AgedRow = Awaited<ReturnType<typeof selectOutstandingByAge>>[number];

/** `GET /api/admin/reports/charts`: the series of the reports page's charts for the range. */
export async function reportCharts(
  db: Db,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<TReportCharts> {
  const range = instantsOf(from, to);
  const today = indianDate(now);
  const [dailyStatuses, slotUtilisation, sales, discounts, funnel, aged] = await Promise.all([
    selectDailyStatusFigures(db, range),
    slotUtilisationOf(db, from, to),
    selectItemSales(db, range),
    selectDiscounts(db, range),
    selectReferralFunnel(db, range),
    selectOutstandingByAge(db, {
      week: startOfIndianDay(addDays(today, -7)),
      month: startOfIndianDay(addDays(today, -30)),
      twoMonths: startOfIndianDay(addDays(today, -60)),
    }),
  ]);
  const items = sales.map((row) => ({
    itemId: row.item_id,
    serviceName: row.service_name,
    name: row.name,
    quantity: numberOf(row.quantity),
    revenue: paiseToRupees(numberOf(row.revenue)),
  }));
  const days = new Map<string, { revenuePaise: number; orders: number }>();
  const byStatus = new Map<string, number>();
  for (const row of dailyStatuses) {
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + numberOf(row.orders));
    if (row.status === 'cancelled') continue;
    const date = numberOf(row.late) === 1 ? addDays(row.utc_date, 1) : row.utc_date;
    const day = days.get(date) ?? { revenuePaise: 0, orders: 0 };
    day.revenuePaise += numberOf(row.revenue);
    day.orders += numberOf(row.orders);
    days.set(date, day);
  }
  const referral = discounts.filter((row) => row.discount_source === 'referral');
  return {
    daily: datesOf(from, to).map((date) => {
      const day = days.get(date);
      return {
        date,
        revenue: paiseToRupees(day?.revenuePaise ?? 0),
        orders: day?.orders ?? 0,
      };
    }),
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
    slotUtilisation,
    topItems: { byQuantity: topTen(items, 'quantity'), byRevenue: topTen(items, 'revenue') },
    vouchers: vouchersOf(discounts),
    referralDiscount: {
      orders: referral.reduce((sum, row) => sum + numberOf(row.orders), 0),
      discount: paiseToRupees(referral.reduce((sum, row) => sum + numberOf(row.discount), 0)),
    },
    referralFunnel: {
      registered: numberOf(funnel.registered),
      firstOrder: numberOf(funnel.first_order),
      completed: numberOf(funnel.completed),
    },
    outstanding: outstandingOf(aged),
  };
}
