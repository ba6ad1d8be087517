import { describe, expect, it } from 'vitest';
import { pickupDateAsIsoString, pickupDateFromState, pickupSlotFromState } from './pickup-date';

describe('pickup hand-over through login', () => {
  it('an Indian date survives the round trip through an ISO timestamp', () => {
    // Midnight in India is the previous evening in UTC: the date must not slip a day.
    const iso = pickupDateAsIsoString('2026-11-23');
    expect(iso).toBe('2026-11-22T18:30:00.000Z');
    expect(pickupDateFromState(iso)).toBe('2026-11-23');
    expect(pickupDateFromState('2026-11-23')).toBe('2026-11-23');
  });

  it('ignores what is not a date or a slot id', () => {
    expect(pickupDateFromState('soon')).toBeNull();
    expect(pickupDateFromState(42)).toBeNull();
    expect(pickupSlotFromState('7')).toBe(7);
    expect(pickupSlotFromState(-1)).toBeNull();
    expect(pickupSlotFromState('x')).toBeNull();
  });
});
