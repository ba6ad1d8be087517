import { pickupWindow } from '@freshfold/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  pickupDateFromState,
  pickupSlotFromState,
  type PickupNavigationState,
} from '../pickup-date';

/**
 * The pickup date and slot of the cart or checkout, starting from those the page before passed
 * on (the cart's choice, carried through login). `withinWindow` (checkout): a date passed on is
 * kept only while it is inside the 30-day booking window.
 */
export function usePickupFromNavigation({ withinWindow = false } = {}) {
  const incoming = (useLocation().state ?? {}) as PickupNavigationState;
  const [pickupDate, setPickupDate] = useState<string | null>(() => {
    const date = pickupDateFromState(incoming.pickupDate);
    if (!date || !withinWindow) return date;
    const { first, last } = pickupWindow();
    return date >= first && date <= last ? date : null;
  });
  const [pickupSlot, setPickupSlot] = useState<number | null>(() =>
    pickupSlotFromState(incoming.pickupSlot),
  );
  return { pickupDate, setPickupDate, pickupSlot, setPickupSlot };
}
