import {
  formatRupees,
  ORDER_STATUS_LABELS,
  REPORTS_PAGE_MESSAGES as M,
  type TReportCharts,
  type TReportStatusCount,
  type TReportTopItem,
} from '@freshfold/shared';
import type { ComponentProps } from 'react';
import { formatShare } from '../change';
import { formatCount } from '../format';
import { CHART_TOKENS } from '../palette';
import { BarListChart } from './bar-list-chart';
import { ChartCard } from './chart-card';

/**
 * A card of bars with its table. `nothing`, when given, stands in the bars' place: the card's
 * own words for a range with nothing to draw.
 */
function BarsCard({
  bars,
  nothing,
  ...card
}: Omit<ComponentProps<typeof ChartCard>, 'chart'> & {
  bars: ComponentProps<typeof BarListChart>;
  nothing?: string | false;
}) {
  const chart = nothing ? (
    <p className="py-8 text-center text-sm text-muted">{nothing}</p>
  ) : (
    <BarListChart {...bars} />
  );
  return <ChartCard {...card} chart={chart} />;
}

/** Orders placed in the range, by the status they have now, every status listed. */
export function StatusChart({ byStatus }: { byStatus: readonly TReportStatusCount[] }) {
  return (
    <BarsCard
      title={M.charts.byStatus}
      bars={{
        data: byStatus.map((row) => ({
          label: ORDER_STATUS_LABELS[row.status],
          value: row.orders,
        })),
        color: CHART_TOKENS.status,
        format: formatCount,
        labelWidth: 96,
      }}
      table={{
        labels: [M.columns.status],
        figures: [M.columns.orders],
        rows: byStatus.map((row) => [ORDER_STATUS_LABELS[row.status], row.orders]),
      }}
    />
  );
}

/** An item with its service: a name alone is not enough (a Shirt is dry cleaned or laundered). */
const itemLabel = (item: TReportTopItem) => `${item.name} (${item.serviceName})`;

/** The ten best sellers, by pieces or by rupees, each bar and row named by `itemLabel`. */
export function TopItemsChart({
  items,
  by,
}: {
  items: readonly TReportTopItem[];
  by: 'quantity' | 'revenue';
}) {
  const title = by === 'quantity' ? M.charts.topByQuantity : M.charts.topByRevenue;
  return (
    <BarsCard
      title={title}
      nothing={items.length === 0 && M.noItems}
      bars={{
        data: items.map((item) => ({ label: itemLabel(item), value: item[by] })),
        color: by === 'quantity' ? CHART_TOKENS.quantity : CHART_TOKENS.itemRevenue,
        format: by === 'quantity' ? formatCount : formatRupees,
        // The labels wrap at this width: room for an item and its service in a bar's height.
        labelWidth: 150,
      }}
      table={{
        labels: [M.columns.item, M.columns.service],
        figures: [M.columns.quantity, M.columns.revenue],
        rows: items.map((item) => [
          itemLabel(item),
          item.serviceName,
          item.quantity,
          formatRupees(item.revenue),
        ]),
      }}
    />
  );
}

/** The discount each voucher gave, and the referral welcome discount beside them. */
export function VouchersChart({
  vouchers,
  referralDiscount,
}: Pick<TReportCharts, 'vouchers' | 'referralDiscount'>) {
  return (
    <BarsCard
      title={M.charts.vouchers}
      note={M.referralDiscount(referralDiscount.orders, formatRupees(referralDiscount.discount))}
      nothing={vouchers.length === 0 && M.noVouchers}
      bars={{
        data: vouchers.map((voucher) => ({ label: voucher.code, value: voucher.discount })),
        color: CHART_TOKENS.discount,
        format: formatRupees,
        labelWidth: 96,
      }}
      table={{
        labels: [M.columns.voucher],
        figures: [M.columns.orders, M.columns.discount],
        rows: vouchers.map((voucher) => [
          voucher.code,
          voucher.orders,
          formatRupees(voucher.discount),
        ]),
      }}
    />
  );
}

/** Referred customers who registered, then ordered, then had an order completed. */
export function ReferralFunnelChart({ funnel }: { funnel: TReportCharts['referralFunnel'] }) {
  const stages = [
    { label: M.funnel.registered, value: funnel.registered, before: null },
    { label: M.funnel.firstOrder, value: funnel.firstOrder, before: funnel.registered },
    { label: M.funnel.completed, value: funnel.completed, before: funnel.firstOrder },
  ];
  const share = (value: number, before: number | null) =>
    before === null ? '' : before === 0 ? '–' : formatShare(value / before);
  return (
    <BarsCard
      title={M.charts.referrals}
      nothing={funnel.registered === 0 && M.noReferrals}
      bars={{
        data: stages.map(({ label, value }) => ({ label, value })),
        color: CHART_TOKENS.funnel,
        format: formatCount,
        labelWidth: 150,
      }}
      table={{
        labels: [M.columns.stage],
        figures: [M.columns.customers, M.columns.ofStepBefore],
        rows: stages.map((stage) => [stage.label, stage.value, share(stage.value, stage.before)]),
      }}
    />
  );
}

/** What completed orders owe today, by days since completion. */
export function OutstandingChart({ outstanding }: { outstanding: TReportCharts['outstanding'] }) {
  const owed = outstanding.some((bucket) => bucket.orders > 0);
  return (
    <BarsCard
      title={M.charts.outstanding}
      nothing={!owed && M.noOutstanding}
      bars={{
        data: outstanding.map((bucket) => ({
          label: M.outstandingBucket(bucket.bucket),
          value: bucket.amount,
        })),
        color: CHART_TOKENS.outstanding,
        format: formatRupees,
        labelWidth: 88,
      }}
      table={{
        labels: [M.columns.age],
        figures: [M.columns.orders, M.columns.amount],
        rows: outstanding.map((bucket) => [
          M.outstandingBucket(bucket.bucket),
          bucket.orders,
          formatRupees(bucket.amount),
        ]),
      }}
    />
  );
}
