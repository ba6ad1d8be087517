import {
  addDays,
  indianDate,
  ORDER_STATUSES,
  OUTSTANDING_BUCKETS,
  paiseToRupees,
  previousRange,
  REPORT_MESSAGES,
  weekdayOf,
  formatSlotLabel,
  type TReportCharts,
  type TReportFigures,
  type TReportSummary,
  type TReportTopItem,
} from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, sessionOf, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import {
  generateReportData,
  type ReportData,
  type ReportOrder,
} from '../../../test/report-data.js';

/**
 * The reports page's figures (`GET /api/admin/reports/summary` and `/charts`) over a generated
 * shop of two months, each figure computed again here in plain JavaScript from the rows the
 * generator wrote, and compared exactly.
 */
describe(`admin API: reports (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let auth: { authorization: string };
  let data: ReportData;
  /** Accounts the seed made before the data set (the admin, the demo customer). */
  let seeded: { role: string; createdAt: string }[];

  const get = (path: string) => ctx.app.inject({ method: 'GET', url: path, headers: auth });

  beforeAll(async () => {
    auth = (await sessionOf(ctx, ADMIN.email)).auth;
    seeded = (
      await ctx.database.db.selectFrom('users').select(['role', 'created_at']).execute()
    ).map((user) => ({ role: user.role, createdAt: user.created_at }));
    data = await generateReportData(ctx.database.db, { seed: 2026, customers: 40, orders: 320 });
  }, 120_000);

  // What the test expects, from the generated rows alone.
  const placedOn = (order: ReportOrder) => indianDate(new Date(order.createdAt));
  const within = (date: string, from: string, to: string) => date >= from && date <= to;
  const placedIn = (from: string, to: string) =>
    data.orders.filter((order) => within(placedOn(order), from, to));
  const live = (orders: ReportOrder[]) => orders.filter((order) => order.status !== 'cancelled');
  const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

  function expectedFigures(from: string, to: string): TReportFigures {
    const placed = placedIn(from, to);
    const kept = live(placed);
    const revenue = sumOf(kept.map((order) => order.totalPaise));
    const buyers = new Set(kept.map((order) => order.userId));
    const repeaters = [...buyers].filter(
      (userId) =>
        live(data.orders).filter((order) => order.userId === userId && placedOn(order) <= to)
          .length >= 2,
    );
    return {
      revenue: paiseToRupees(revenue),
      orders: kept.length,
      averageOrderValue: kept.length ? paiseToRupees(Math.round(revenue / kept.length)) : 0,
      newCustomers: [...seeded, ...data.customers].filter(
        (customer) =>
          customer.role === 'user' && within(indianDate(new Date(customer.createdAt)), from, to),
      ).length,
      repeatCustomerRate: buyers.size
        ? Math.round((repeaters.length / buyers.size) * 10_000) / 10_000
        : 0,
      cancelled: placed.filter((order) => order.status === 'cancelled').length,
    };
  }

  function datesFrom(from: string, to: string): string[] {
    const dates: string[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
    return dates;
  }

  function expectedTopItems(from: string, to: string, key: 'quantity' | 'revenue') {
    const sales = new Map<number, TReportTopItem>();
    for (const order of live(placedIn(from, to))) {
      for (const line of order.lines) {
        if (line.itemId === null) continue;
        const item = data.items.find((candidate) => candidate.id === line.itemId);
        const entry = sales.get(line.itemId) ?? {
          itemId: line.itemId,
          serviceName: item?.serviceName ?? '',
          name: item?.name ?? '',
          quantity: 0,
          revenue: 0,
        };
        entry.quantity += line.quantity;
        entry.revenue += line.unitPricePaise * line.quantity;
        sales.set(line.itemId, entry);
      }
    }
    const other = key === 'quantity' ? 'revenue' : 'quantity';
    return [...sales.values()]
      .sort((a, b) => b[key] - a[key] || b[other] - a[other] || a.itemId - b.itemId)
      .slice(0, 10)
      .map((item) => ({ ...item, revenue: paiseToRupees(item.revenue) }));
  }

  function expectedCharts(from: string, to: string): TReportCharts {
    const placed = placedIn(from, to);
    const kept = live(placed);
    const slots = [...data.slots].sort(
      (a, b) =>
        a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime) || a.id - b.id,
    );
    const bookedIn = (date: string, slotId: number) =>
      live(data.orders).filter(
        (order) => order.pickupDate === date && order.pickupSlotId === slotId,
      ).length;
    const vouchers = new Map<string, { code: string; orders: number; discount: number }>();
    for (const order of kept.filter((candidate) => candidate.discountSource === 'voucher')) {
      const code = order.voucherCode ?? '';
      const entry = vouchers.get(code) ?? { code, orders: 0, discount: 0 };
      entry.orders += 1;
      entry.discount += order.discountPaise;
      vouchers.set(code, entry);
    }
    const referred = data.customers.filter(
      (customer) =>
        customer.role === 'user' &&
        customer.referredBy !== null &&
        within(indianDate(new Date(customer.createdAt)), from, to),
    );
    const ordersOf = (userId: number) => data.orders.filter((order) => order.userId === userId);
    const today = indianDate();
    const daysSince = (timestamp: string) =>
      Math.round(
        (Date.parse(`${today}T00:00:00Z`) -
          Date.parse(`${indianDate(new Date(timestamp))}T00:00:00Z`)) /
          86_400_000,
      );
    const bucketOf = (days: number) =>
      days <= 7 ? '0-7' : days <= 30 ? '8-30' : days <= 60 ? '31-60' : '61+';
    // Still due: the total less what the shop holds and the refunds it forgoes (decision 018).
    const dueOf = (order: (typeof data.orders)[number]) =>
      order.totalPaise - order.paidPaise - order.forgonePaise;
    const owing = data.orders.filter((order) => order.status === 'completed' && dueOf(order) > 0);
    const referral = kept.filter((order) => order.discountSource === 'referral');
    return {
      daily: datesFrom(from, to).map((date) => {
        const day = kept.filter((order) => placedOn(order) === date);
        return {
          date,
          revenue: paiseToRupees(sumOf(day.map((order) => order.totalPaise))),
          orders: day.length,
        };
      }),
      byStatus: ORDER_STATUSES.map((status) => ({
        status,
        orders: placed.filter((order) => order.status === status).length,
      })),
      slotUtilisation: datesFrom(from, to).flatMap((date) =>
        slots
          .filter((slot) => slot.day === weekdayOf(date) || bookedIn(date, slot.id) > 0)
          .map((slot) => ({
            date,
            slotId: slot.id,
            slotLabel: formatSlotLabel(slot.startTime, slot.endTime),
            booked: bookedIn(date, slot.id),
            capacity: slot.capacity,
          })),
      ),
      topItems: {
        byQuantity: expectedTopItems(from, to, 'quantity'),
        byRevenue: expectedTopItems(from, to, 'revenue'),
      },
      vouchers: [...vouchers.values()]
        .sort((a, b) => b.discount - a.discount || a.code.localeCompare(b.code))
        .map((entry) => ({ ...entry, discount: paiseToRupees(entry.discount) })),
      referralDiscount: {
        orders: referral.length,
        discount: paiseToRupees(sumOf(referral.map((order) => order.discountPaise))),
      },
      referralFunnel: {
        registered: referred.length,
        firstOrder: referred.filter((customer) => live(ordersOf(customer.id)).length > 0).length,
        completed: referred.filter((customer) =>
          ordersOf(customer.id).some((order) => order.status === 'completed'),
        ).length,
      },
      outstanding: OUTSTANDING_BUCKETS.map((bucket) => {
        const aged = owing.filter(
          (order) => bucketOf(daysSince(order.completedAt ?? '')) === bucket,
        );
        return {
          bucket,
          orders: aged.length,
          amount: paiseToRupees(sumOf(aged.map(dueOf))),
        };
      }),
    };
  }

  const ranges = () => {
    const today = data.today;
    return [
      { name: 'the last 30 days', from: addDays(today, -29), to: today },
      { name: 'a week in the middle', from: addDays(today, -40), to: addDays(today, -34) },
      { name: 'one day', from: addDays(today, -3), to: addDays(today, -3) },
      { name: 'the whole data set and more', from: addDays(today, -120), to: today },
    ];
  };

  it('has a data set worth checking: every status, discounts, payments, invoices', () => {
    const statuses = new Set(data.orders.map((order) => order.status));
    expect(statuses.size).toBe(ORDER_STATUSES.length);
    expect(data.orders.some((order) => order.discountSource === 'referral')).toBe(true);
    expect(data.orders.some((order) => order.discountSource === 'voucher')).toBe(true);
    expect(data.payments.some((payment) => payment.amountPaise < 0)).toBe(true);
    expect(data.invoices.some((invoice) => invoice.creditNoteAt)).toBe(true);
    expect(data.customers.some((customer) => customer.referredBy !== null)).toBe(true);
  });

  it('answers the key figures of a range and of the period before it, as computed here', async () => {
    for (const range of ranges()) {
      const response = await get(`/api/admin/reports/summary?from=${range.from}&to=${range.to}`);
      expect(response.statusCode, response.body).toBe(200);
      const previous = previousRange(range.from, range.to);
      const expected: TReportSummary = {
        from: range.from,
        to: range.to,
        previousFrom: previous.from,
        previousTo: previous.to,
        ...expectedFigures(range.from, range.to),
        previous: expectedFigures(previous.from, previous.to),
      };
      expect(response.json(), range.name).toEqual(expected);
    }
  });

  it('counts an order placed at the first instant of an Indian day on that day', async () => {
    const edge = data.orders.find(
      (order) => order.createdAt.endsWith('T18:30:00.000Z') && order.status !== 'cancelled',
    );
    if (!edge) throw new Error('the data set has no order at the start of a day');
    const date = placedOn(edge);
    expect(edge.createdAt).toBe(`${addDays(date, -1)}T18:30:00.000Z`);
    const response = await get(`/api/admin/reports/summary?from=${date}&to=${date}`);
    expect(response.json<TReportSummary>().orders).toBe(live(placedIn(date, date)).length);
    expect(response.json<TReportSummary>().orders).toBeGreaterThan(0);
  });

  it('answers every chart series of a range as computed here', async () => {
    for (const range of ranges()) {
      const response = await get(`/api/admin/reports/charts?from=${range.from}&to=${range.to}`);
      expect(response.statusCode, response.body).toBe(200);
      const charts = response.json<TReportCharts>();
      const expected = expectedCharts(range.from, range.to);
      expect(charts.daily, range.name).toEqual(expected.daily);
      expect(charts.byStatus, range.name).toEqual(expected.byStatus);
      expect(charts.slotUtilisation, range.name).toEqual(expected.slotUtilisation);
      expect(charts.topItems, range.name).toEqual(expected.topItems);
      expect(charts.vouchers, range.name).toEqual(expected.vouchers);
      expect(charts.referralDiscount, range.name).toEqual(expected.referralDiscount);
      expect(charts.referralFunnel, range.name).toEqual(expected.referralFunnel);
      expect(charts.outstanding, range.name).toEqual(expected.outstanding);
    }
  });

  it('has figures in the series it checks (not only zeros)', async () => {
    const { from, to } = ranges()[0] ?? { from: '', to: '' };
    const charts = (
      await get(`/api/admin/reports/charts?from=${from}&to=${to}`)
    ).json<TReportCharts>();
    expect(charts.daily.some((day) => day.orders > 0)).toBe(true);
    expect(charts.topItems.byQuantity).toHaveLength(10);
    expect(charts.vouchers.length).toBeGreaterThan(0);
    expect(charts.referralFunnel.registered).toBeGreaterThan(0);
    expect(charts.outstanding.some((bucket) => bucket.orders > 0)).toBe(true);
    expect(charts.slotUtilisation.some((cell) => cell.booked > 0)).toBe(true);
  });

  it('refuses a wrong range with a 400 naming the field', async () => {
    const refusals: [string, string, string][] = [
      ['?from=2026-11-30&to=2026-11-01', 'to', REPORT_MESSAGES.fromAfterTo],
      ['?from=2025-01-01&to=2026-11-01', 'to', REPORT_MESSAGES.rangeTooLong],
      ['?from=2026-02-30&to=2026-03-01', 'from', 'Enter a date as YYYY-MM-DD.'],
      ['?from=2026-11-01', 'to', 'Enter a date as YYYY-MM-DD.'],
      ["?from=2026-11-01'%20or%201=1--&to=2026-11-30", 'from', 'Enter a date as YYYY-MM-DD.'],
      ['?from[]=2026-11-01&to=2026-11-30', 'from', 'Enter a date as YYYY-MM-DD.'],
      // The day after 9999-12-31 has no YYYY-MM-DD: counting to it never ended, and the server
      // ran out of memory on one request.
      ['?from=9999-12-01&to=9999-12-31', 'from', 'Enter a date from 2000 to 2099.'],
      ['?from=1999-12-31&to=2000-01-01', 'from', 'Enter a date from 2000 to 2099.'],
    ];
    for (const path of ['summary', 'charts']) {
      for (const [query, field, message] of refusals) {
        const response = await get(`/api/admin/reports/${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json(), `${path}${query}`).toMatchObject({ field, message });
      }
    }
    const longest = await get(
      `/api/admin/reports/summary?from=2026-01-01&to=${addDays('2026-01-01', 399)}`,
    );
    expect(longest.statusCode).toBe(200);
  });
});
