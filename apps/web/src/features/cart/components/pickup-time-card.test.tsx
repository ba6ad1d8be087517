import { addDays, indianDate, MESSAGES } from '@freshfold/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PickupTimeCard } from './pickup-time-card';

/** The card as the cart holds it: the date and slot in the page's state. */
function Cart({ onDate }: { onDate: (date: string | null) => void }) {
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  return (
    <PickupTimeCard
      date={date}
      slotId={slotId}
      onDateChange={(next) => {
        onDate(next);
        setDate(next);
      }}
      onSlotChange={setSlotId}
    />
  );
}

function renderCart() {
  // No slots and no closed dates: the field is what is tested.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
  const dates: (string | null)[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Cart onDate={(date) => dates.push(date)} />
    </QueryClientProvider>,
  );
  return { field: screen.getByLabelText<HTMLInputElement>('Pickup date'), dates };
}

describe('the pickup date field', () => {
  it('keeps a date typed with the keyboard while its year is typed, then takes it', () => {
    const { field, dates } = renderCart();
    const date = addDays(indianDate(), 3);
    const [year = '', month = '', day = ''] = date.split('-');
    // What a browser's date field reports as each digit of the year is typed.
    for (const partial of [1, 2, 3].map((digits) => year.slice(0, digits).padStart(4, '0'))) {
      fireEvent.change(field, { target: { value: `${partial}-${month}-${day}` } });
      expect(field.value).toBe(`${partial}-${month}-${day}`);
    }
    fireEvent.change(field, { target: { value: date } });
    expect(field.value).toBe(date);
    expect(dates.at(-1)).toBe(date);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a date outside the 30 days is not taken, once the field is left', () => {
    const { field, dates } = renderCart();
    fireEvent.change(field, { target: { value: addDays(indianDate(), 45) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.order.pickupOutsideWindow);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(dates.filter((date) => date !== null)).toEqual([]);
  });
});
