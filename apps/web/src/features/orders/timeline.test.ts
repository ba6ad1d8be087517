import type { TOrder } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { deliveryWhen, timelineOf } from './timeline';

const placed = { status: 'pending', note: 'Order placed', createdAt: '2026-11-24T05:30:00.000Z' };

/** An order with what the timeline reads; the rest is not looked at. */
function order(changes: Partial<TOrder>): TOrder {
  return {
    status: 'pending',
    pickupDate: '2026-12-01',
    pickupSlot: { slotId: 3, startTime: '06:00', slotTime: '6:00 AM - 8:00 AM' },
    deliveryDate: null,
    deliverySlotId: null,
    deliverySlot: null,
    statusEvents: [placed],
    ...changes,
  } as TOrder;
}

describe('an order’s timeline', () => {
  it('shows what was done with its time, then the pickup planned and the delivery to schedule', () => {
    expect(timelineOf(order({}))).toEqual([
      { state: 'done', label: 'Pending', at: placed.createdAt, note: 'Order placed' },
      {
        state: 'planned',
        label: 'Pickup planned',
        when: 'Tuesday, 1 December 2026, 6:00 AM - 8:00 AM',
      },
      { state: 'planned', label: 'Delivery', when: 'To be scheduled by the shop' },
    ]);
  });

  it('plans the delivery the shop set, once the pickup is done', () => {
    const pickedUp = { status: 'pick_up_done', note: null, createdAt: '2026-12-01T01:00:00.000Z' };
    const steps = timelineOf(
      order({
        status: 'pick_up_done',
        statusEvents: [placed, pickedUp] as TOrder['statusEvents'],
        deliveryDate: '2026-12-04',
        deliverySlotId: 4,
        deliverySlot: { slotId: 4, startTime: '19:00', slotTime: '7:00 PM - 9:00 PM' },
      }),
    );
    expect(steps.map((step) => [step.state, step.label])).toEqual([
      ['done', 'Pending'],
      ['done', 'Picked up'],
      ['planned', 'Delivery planned'],
    ]);
    expect(steps[2]).toMatchObject({ when: 'Friday, 4 December 2026, 7:00 PM - 9:00 PM' });
  });

  it('plans nothing more once the order is completed or cancelled', () => {
    const cancelled = { status: 'cancelled', note: null, createdAt: '2026-11-25T05:30:00.000Z' };
    const steps = timelineOf(
      order({ status: 'cancelled', statusEvents: [placed, cancelled] as TOrder['statusEvents'] }),
    );
    expect(steps.every((step) => step.state === 'done')).toBe(true);
  });

  it('names a delivery date without a slot on its own', () => {
    expect(deliveryWhen(order({ deliveryDate: '2026-12-04' }))).toBe('Friday, 4 December 2026');
    expect(deliveryWhen(order({}))).toBeNull();
  });
});
