import './zod-config.js';
import { z } from 'zod';
import {
  FROM_AFTER_TO,
  OPTIONAL_DATE_RANGE_FIELDS,
  RANGE_OUT_OF_ORDER,
  rangeInOrder,
} from './date-range.js';
import { addDays } from './dates.js';
import { ZOrderStatus } from './orders.js';
import { ZIsoDate } from './vouchers.js';

/** The longest range the reports page answers for, in days (a financial year and some). */
export const REPORT_MAX_DAYS = 400;

/** The texts of the reports' and exports' answers. */
export const REPORT_MESSAGES = {
  fromAfterTo: FROM_AFTER_TO,
  rangeTooLong: `Choose a range of at most ${String(REPORT_MAX_DAYS)} days.`,
} as const;

/** The number of days from `from` to `to`, both included (`2026-11-01`..`2026-11-30` → 30). */
export function daysInRange(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * The period just before a range, as long as it: `2026-11-08`..`2026-11-14` →
 * `2026-11-01`..`2026-11-07`. The reports compare a range with it.
 */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const RANGE_FIELDS = { from: ZIsoDate, to: ZIsoDate };

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the reports: Indian dates, both included, `from` on or
 * before `to`, at most {@link REPORT_MAX_DAYS} days. Presets (today, 7 days, this financial
 * year…) are the page's business; the server only sees dates.
 */
export const ZReportRangeQuery = z
  .object(RANGE_FIELDS)
  .refine(rangeInOrder, RANGE_OUT_OF_ORDER)
  .refine(
    (query) => query.from > query.to || daysInRange(query.from, query.to) <= REPORT_MAX_DAYS,
    {
      message: REPORT_MESSAGES.rangeTooLong,
      path: ['to'],
    },
  );
export type TReportRangeQuery = z.input<typeof ZReportRangeQuery>;

/**
 * `?from=&to=` of the orders, order lines, payments and GST exports: Indian dates, both
 * included, `from` on or before `to`. No length limit: an export streams in pages.
 */
export const ZExportRangeQuery = z.object(RANGE_FIELDS).refine(rangeInOrder, RANGE_OUT_OF_ORDER);
export type TExportRangeQuery = z.input<typeof ZExportRangeQuery>;

/**
 * `?from=&to=` of the customers export: an optional filter on the registration date (Indian
 * dates, both included); without it, every customer.
 */
export const ZCustomersExportQuery = z
  .object(OPTIONAL_DATE_RANGE_FIELDS)
  .refine(rangeInOrder, RANGE_OUT_OF_ORDER);
export type TCustomersExportQuery = z.input<typeof ZCustomersExportQuery>;

/** The key figures of one period. Money in rupees. */
export const ZReportFigures = z.object({
  /** Charged totals of the orders placed in the period and not cancelled. */
  revenue: z.number(),
  /** Orders placed in the period and not cancelled. */
  orders: z.number().int(),
  /** revenue / orders, to the paisa; 0 when there is no order. */
  averageOrderValue: z.number(),
  /** Customers who registered in the period. */
  newCustomers: z.number().int(),
  /**
   * Of the customers with a not-cancelled order placed in the period, the share (0..1, four
   * decimals) with at least two not-cancelled orders placed up to the period's last day.
   */
  repeatCustomerRate: z.number(),
  /** Orders placed in the period that are now cancelled. */
  cancelled: z.number().int(),
});
export type TReportFigures = z.infer<typeof ZReportFigures>;

/**
 * `GET /api/admin/reports/summary?from&to`: the key figures of the range and of the period of
 * the same length just before it (`previousFrom`..`previousTo`).
 */
export const ZReportSummary = ZReportFigures.extend({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  previous: ZReportFigures,
});
export type TReportSummary = z.infer<typeof ZReportSummary>;

/** One day of the range: revenue (rupees) and orders placed, not cancelled. */
export const ZReportDay = z.object({
  date: z.string(),
  ...ZReportFigures.pick({ revenue: true, orders: true }).shape,
});
export type TReportDay = z.infer<typeof ZReportDay>;

/** Orders placed in the range that now have this status. */
export const ZReportStatusCount = z.object({ status: ZOrderStatus, orders: z.number().int() });
export type TReportStatusCount = z.infer<typeof ZReportStatusCount>;

/**
 * One cell of the slot heat map: the not-cancelled orders with a pickup on `date` in the slot,
 * against the slot's capacity.
 */
export const ZReportSlotCell = z.object({
  date: z.string(),
  slotId: z.number().int(),
  /** `6:00 AM - 8:00 AM`. */
  slotLabel: z.string(),
  booked: z.number().int(),
  capacity: z.number().int(),
});
export type TReportSlotCell = z.infer<typeof ZReportSlotCell>;

/** A catalogue item's sales in the range: pieces and revenue (rupees, quantity × unit price). */
export const ZReportTopItem = z.object({
  itemId: z.number().int(),
  serviceName: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number(),
});
export type TReportTopItem = z.infer<typeof ZReportTopItem>;

/** Not-cancelled orders placed in the range with a discount, and the discount they got (rupees). */
const DISCOUNT_GIVEN_FIELDS = { orders: z.number().int(), discount: z.number() };

/** A voucher used on orders placed in the range, and the discount it gave (rupees). */
export const ZReportVoucher = z.object({ code: z.string(), ...DISCOUNT_GIVEN_FIELDS });
export type TReportVoucher = z.infer<typeof ZReportVoucher>;

/** The ages of what completed orders still owe, in days since completion. */
export const OUTSTANDING_BUCKETS = ['0-7', '8-30', '31-60', '61+'] as const;
export type TOutstandingBucket = (typeof OUTSTANDING_BUCKETS)[number];

/** Completed orders with an amount due today, of one age, and what they owe (rupees). */
export const ZReportOutstanding = z.object({
  bucket: z.enum(OUTSTANDING_BUCKETS),
  orders: z.number().int(),
  amount: z.number(),
});
export type TReportOutstanding = z.infer<typeof ZReportOutstanding>;

/** `GET /api/admin/reports/charts?from&to`: the series behind the reports page's charts. */
export const ZReportCharts = z.object({
  /** Every date of the range, days without orders included. */
  daily: z.array(ZReportDay),
  /** Every status, in the order of ORDER_STATUSES, zeros included. */
  byStatus: z.array(ZReportStatusCount),
  /** Every pickup date of the range × every slot, by date then slot time. */
  slotUtilisation: z.array(ZReportSlotCell),
  /** The ten best-selling items of not-cancelled orders placed in the range. */
  topItems: z.object({ byQuantity: z.array(ZReportTopItem), byRevenue: z.array(ZReportTopItem) }),
  /** Vouchers used on not-cancelled orders placed in the range, most discount first. */
  vouchers: z.array(ZReportVoucher),
  /** The referral welcome discount on not-cancelled orders placed in the range. */
  referralDiscount: z.object(DISCOUNT_GIVEN_FIELDS),
  /**
   * Referred customers who registered in the range; of them, those with a not-cancelled order;
   * of those, the ones with a completed order.
   */
  referralFunnel: z.object({
    registered: z.number().int(),
    firstOrder: z.number().int(),
    completed: z.number().int(),
  }),
  /** What completed orders owe today, by age; all four buckets, always. */
  outstanding: z.array(ZReportOutstanding),
});
export type TReportCharts = z.infer<typeof ZReportCharts>;
