import type { TReportSlotCell } from '@freshfold/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlotHeatMap } from './slot-heat-map';

// Each date has slots of its own (ids differ by date); the evening slot is listed first once.
const cells: TReportSlotCell[] = [
  { date: '2026-11-01', slotId: 12, slotLabel: '7:00 PM - 9:00 PM', booked: 20, capacity: 20 },
  { date: '2026-11-01', slotId: 11, slotLabel: '6:00 AM - 8:00 AM', booked: 0, capacity: 20 },
  { date: '2026-11-02', slotId: 21, slotLabel: '6:00 AM - 8:00 AM', booked: 9, capacity: 20 },
  { date: '2026-11-02', slotId: 22, slotLabel: '7:00 PM - 9:00 PM', booked: 15, capacity: 20 },
];

describe('SlotHeatMap', () => {
  it('lays the slots out by time of day, a column each, whatever their ids', () => {
    const { container } = render(<SlotHeatMap cells={cells} />);
    const texts = [...container.querySelectorAll('.grid > span')].map((cell) => cell.textContent);
    expect(texts).toEqual([
      '',
      '6:00 AM - 8:00 AM',
      '7:00 PM - 9:00 PM',
      '1 Nov',
      '0/20',
      '20/20',
      '2 Nov',
      '9/20',
      '15/20',
    ]);
  });

  it('shades a cell by the share booked, and keeps the count written in it', () => {
    const { container } = render(<SlotHeatMap cells={cells} />);
    const shade = (text: string) => within(container).getByText(text).style.backgroundColor;
    expect(shade('0/20')).toBe('var(--color-surface)');
    expect(shade('9/20')).toBe('var(--color-brand-100)');
    expect(shade('15/20')).toBe('var(--color-brand-600)');
    expect(shade('20/20')).toBe('var(--color-brand-900)');
  });

  it('adds up the slots of a date that share a time, so no booking drops off the map', () => {
    // Monday's 6–8 AM slot (id 31) was moved to Tuesday, which has a 6–8 AM slot of its own (id 32).
    const moved: TReportSlotCell[] = [
      { date: '2026-11-03', slotId: 32, slotLabel: '6:00 AM - 8:00 AM', booked: 4, capacity: 20 },
      { date: '2026-11-03', slotId: 31, slotLabel: '6:00 AM - 8:00 AM', booked: 7, capacity: 10 },
    ];
    const { container } = render(<SlotHeatMap cells={moved} />);
    const texts = [...container.querySelectorAll('.grid > span')].map((cell) => cell.textContent);
    expect(texts).toEqual(['', '6:00 AM - 8:00 AM', '3 Nov', '11/30']);
    // The table still lists each slot on its own.
    const table = screen.getByRole('table', { name: 'Slot utilisation', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3);
  });

  it('has a table of every cell, with the utilisation, for screen readers', () => {
    render(<SlotHeatMap cells={cells} />);
    const table = screen.getByRole('table', { name: 'Slot utilisation', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(5);
    expect(rows[4]?.textContent).toBe('2026-11-027:00 PM - 9:00 PM152075%');
  });
});
