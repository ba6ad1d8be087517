import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { themeColor, type ThemeToken } from '../palette';
import { LABEL_AXIS } from './chart-axis';

/** One bar: its label (on the axis) and its value. */
export interface BarDatum {
  label: string;
  value: number;
}

/**
 * Horizontal bars, one per label, each with its value written at its end (so the value is read,
 * not guessed from the length): orders by status, top items, vouchers, the funnel, ages.
 */
export function BarListChart({
  data,
  color,
  format,
  labelWidth = 140,
}: {
  data: readonly BarDatum[];
  color: ThemeToken;
  format: (value: number) => string;
  labelWidth?: number;
}) {
  const height = Math.max(120, data.length * 36 + 24);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 72, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke={themeColor('line')} />
        <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
        <YAxis type="category" dataKey="label" width={labelWidth} {...LABEL_AXIS} interval={0} />
        <Bar
          dataKey="value"
          fill={themeColor(color)}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        >
          <LabelList
            dataKey="value"
            position="right"
            formatter={(value: unknown) => format(Number(value))}
            style={{ fill: themeColor('ink'), fontSize: 12 }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
