import { REPORTS_PAGE_MESSAGES as M, formatShortDate } from '@freshfold/shared';
import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useReportCharts, useReportSummary } from '../api/get-reports';
import { readRangeChoice, resolveRangeChoice, type RangeChoice } from '../report-range';
import { DailyChart } from './daily-chart';
import { ExportLinks } from './export-links';
import { KeyFigures } from './key-figures';
import { RangePicker } from './range-picker';
import {
  OutstandingChart,
  ReferralFunnelChart,
  StatusChart,
  TopItemsChart,
  VouchersChart,
} from './report-charts';
import { SlotHeatMap } from './slot-heat-map';

/** The period, kept in the address (`?preset=` or `?from=&to=`) so a reload or a link keeps it. */
function useRangeChoice(): [RangeChoice, (choice: RangeChoice) => void] {
  const [params, setParams] = useSearchParams();
  const choice = readRangeChoice(params);
  const setChoice = (next: RangeChoice) =>
    setParams(
      next.preset === 'custom' ? { from: next.from, to: next.to } : { preset: next.preset },
      {
        replace: true,
      },
    );
  return [choice, setChoice];
}

function Loading() {
  return (
    <div className="mt-6 space-y-6" role="status" aria-label={M.loading}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, key) => (
          <Skeleton key={key} className="h-32" />
        ))}
      </div>
      <Skeleton className="h-80" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="mt-6 p-8 text-center" role="alert">
      <p className="font-semibold text-danger">{M.loadFailed}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        {M.retry}
      </Button>
    </Card>
  );
}

function NoOrders() {
  return (
    <Card className="p-8 text-center lg:col-span-2">
      <p className="text-lg font-semibold text-ink">{M.noOrders}</p>
      <p className="mt-1 text-sm text-muted">{M.noOrdersHint}</p>
    </Card>
  );
}

/**
 * `/admin/reports`: how the business is doing over a period — the key figures against the
 * period before, the charts (each with its table), and the CSV exports.
 */
export function Reports() {
  const [choice, setChoice] = useRangeChoice();
  const { range, error } = resolveRangeChoice(choice);
  const summary = useReportSummary(range, error === null);
  const charts = useReportCharts(range, error === null);
  const failed = summary.isError || charts.isError;
  const stale = summary.isPlaceholderData || charts.isPlaceholderData;
  const placed = summary.data ? summary.data.orders + summary.data.cancelled : 0;

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{M.title}</h1>
      <p className="mt-2 text-muted">
        {M.rangeLabel(formatShortDate(range.from), formatShortDate(range.to))} · {M.intro}
      </p>
      <RangePicker choice={choice} range={range} error={error} onChange={setChoice} />
      {error ? null : failed ? (
        <Failed
          onRetry={() => {
            void summary.refetch();
            void charts.refetch();
          }}
        />
      ) : !summary.data || !charts.data ? (
        <Loading />
      ) : (
        <div
          className={cn('mt-6 space-y-6 transition-opacity', stale && 'opacity-60')}
          aria-busy={stale}
        >
          <KeyFigures summary={summary.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            {placed === 0 ? (
              <NoOrders />
            ) : (
              <>
                <DailyChart days={charts.data.daily} />
                <StatusChart byStatus={charts.data.byStatus} />
                <VouchersChart
                  vouchers={charts.data.vouchers}
                  referralDiscount={charts.data.referralDiscount}
                />
                <TopItemsChart items={charts.data.topItems.byQuantity} by="quantity" />
                <TopItemsChart items={charts.data.topItems.byRevenue} by="revenue" />
              </>
            )}
            <SlotHeatMap cells={charts.data.slotUtilisation} />
            <ReferralFunnelChart funnel={charts.data.referralFunnel} />
            <OutstandingChart outstanding={charts.data.outstanding} />
          </div>
        </div>
      )}
      <div className="mt-6">
        <ExportLinks range={range} disabled={error !== null} />
      </div>
    </Container>
  );
}
