import { formatRupees, REPORTS_PAGE_MESSAGES as M, type TReportDay } from '@freshfold/shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay, formatCompactRupees } from '../format';
import { themeColor, CHART_TOKENS } from '../palette';
import { LABEL_AXIS, VALUE_AXIS } from './chart-axis';
import { ChartCard } from './chart-card';

/** Revenue per day as bars (rupees, left axis) and orders as a line (count, right axis). */
export function DailyChart({ days }: { days: readonly TReportDay[] }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.date) }));
  return (
    <ChartCard
      title={M.charts.daily}
      className="lg:col-span-2"
      chart={
        <ResponsiveContainer width="100%" height={300}>
          <ComposedChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
          >
            <CartesianGrid vertical={false} stroke={themeColor('line')} />
            <XAxis dataKey="label" {...LABEL_AXIS} minTickGap={16} />
            <YAxis
              yAxisId="revenue"
              {...VALUE_AXIS}
              tickFormatter={(value: number) => formatCompactRupees(value)}
              width={56}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              {...VALUE_AXIS}
              width={32}
            />
            <Tooltip
              formatter={(value, name) =>
                name === M.columns.revenue ? formatRupees(Number(value)) : String(value)
              }
            />
            <Legend wrapperStyle={{ fontSize: 12, color: themeColor('ink') }} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name={M.columns.revenue}
              fill={themeColor(CHART_TOKENS.revenue)}
              radius={[3, 3, 0, 0]}
              maxBarSize={48}
              isAnimationActive={false}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name={M.columns.orders}
              type="linear"
              stroke={themeColor(CHART_TOKENS.orders)}
              strokeWidth={2}
              dot={days.length <= 31 ? { r: 3, fill: themeColor(CHART_TOKENS.orders) } : false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={{
        labels: [M.columns.date],
        figures: [M.columns.revenue, M.columns.orders],
        rows: days.map((day) => [day.date, formatRupees(day.revenue), day.orders]),
      }}
    />
  );
}
