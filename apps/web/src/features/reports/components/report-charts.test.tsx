import type { TReportTopItem } from '@freshfold/shared';
import { render } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TopItemsChart } from './report-charts';

// jsdom lays nothing out, so a responsive chart would measure 0 wide and draw nothing: the test
// gives it a size of its own instead.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof import('recharts')>()),
  ResponsiveContainer: ({
    children,
  }: {
    children: ReactElement<{ width?: number; height?: number }>;
  }) => cloneElement(children, { width: 600, height: 200 }),
}));

// The seeded catalogue has a Shirt under two services.
const items: TReportTopItem[] = [
  { itemId: 1, serviceName: 'Dry Cleaning', name: 'Shirt', quantity: 12, revenue: 1800 },
  { itemId: 7, serviceName: 'Laundry', name: 'Shirt', quantity: 9, revenue: 540 },
];

describe('TopItemsChart', () => {
  it('names each bar by its item and service, as the table does, so two Shirts can be told apart', () => {
    const { container } = render(<TopItemsChart items={items} by="quantity" />);
    const bars = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map(
      (label) => label.textContent,
    );
    expect(bars).toEqual(['Shirt (Dry Cleaning)', 'Shirt (Laundry)']);
    const rows = [...container.querySelectorAll('tbody th')].map((head) => head.textContent);
    expect(rows).toEqual(bars);
  });
});
