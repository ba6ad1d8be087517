import {
  CART_PAGE_MESSAGES,
  formatLongDate,
  formatShortDate,
  MESSAGES,
  pickupWindow,
  type TClosedDate,
  type TSlotOption,
} from '@freshfold/shared';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { titled } from '@/lib/titled-toast';
import { useClosedDates } from '../api/get-closed-dates';
import { usePickupSlots } from '../api/get-pickup-slots';

type Variant = 'cart' | 'checkout';

interface PickupTimeCardProps {
  date: string | null;
  slotId: number | null;
  onDateChange: (date: string | null) => void;
  onSlotChange: (slotId: number | null) => void;
  /**
   * The spec's two pickers: the cart's slot buttons, which clear a slot the date does not
   * offer; checkout's dropdown, which keeps a slot brought from the cart if the date offers it
   * and otherwise takes the first open one.
   */
  variant?: Variant;
  /** Without its card and title: the fields alone, for a dialog that has its own title. */
  bare?: boolean;
}

/** The date as the field takes it: inside the 30-day window (Indian dates), or none. */
function withinWindow(value: string): string | null {
  const { first, last } = pickupWindow();
  return value && value >= first && value <= last ? value : null;
}

/**
 * The date field. It keeps what is typed: a browser's date field reports each keystroke of the
 * year as a date (`0002-12-05`, then `0020-12-05`…), which is outside the window, and clearing
 * the field then would wipe the day and month already typed. Only a date inside the window is
 * handed on; one outside it says so once the field is left.
 */
function PickupDateInput(props: {
  date: string | null;
  first: string;
  last: string;
  onDateChange: (date: string | null) => void;
  className: string | undefined;
}) {
  const { date, first, last, onDateChange, className } = props;
  const [typed, setTyped] = useState(date ?? '');
  const [left, setLeft] = useState(false);
  // A date chosen elsewhere (the order page's link, a date cleared once the order is placed).
  useEffect(() => {
    setTyped((current) => date ?? (withinWindow(current) ? '' : current));
  }, [date]);
  const outside = left && typed !== '' && withinWindow(typed) === null;
  return (
    <>
      <Input
        id="pickup-date"
        type="date"
        min={first}
        max={last}
        value={typed}
        aria-invalid={outside ? true : undefined}
        aria-describedby={outside ? 'pickup-date-error' : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setLeft(false);
          const next = withinWindow(event.target.value);
          if (next !== date) onDateChange(next);
        }}
        onBlur={() => setLeft(true)}
        className={className}
      />
      {outside ? (
        <p id="pickup-date-error" role="alert" className="mt-1 text-sm text-danger">
          {MESSAGES.order.pickupOutsideWindow}
        </p>
      ) : null}
    </>
  );
}

/** Keeps the chosen slot in step with the date's slots, each variant in its own way. */
function useSlotInStep(
  variant: Variant,
  props: PickupTimeCardProps,
  slots: TSlotOption[] | undefined,
) {
  const { date, slotId, onSlotChange } = props;
  useEffect(() => {
    if (variant === 'checkout') {
      if (!slots) return;
      const kept = slots.find((slot) => slot.slotId === slotId && slot.available);
      if (!kept) onSlotChange(slots.find((slot) => slot.available)?.slotId ?? null);
      return;
    }
    if (!date) {
      if (slotId !== null) onSlotChange(null);
      return;
    }
    if (!slots || slotId === null) return;
    const chosen = slots.find((slot) => slot.slotId === slotId);
    if (!chosen?.available) onSlotChange(null);
  }, [variant, date, slots, slotId, onSlotChange]);
}

/**
 * 'Select Pickup Time' in the cart, 'Pickup Date and Time' at checkout: a date from today to
 * 30 days ahead (Indian dates) and that date's slots (spec section 4).
 */
export function PickupTimeCard(props: PickupTimeCardProps) {
  const { date, onDateChange, onSlotChange, variant = 'cart', bare = false } = props;
  const { first, last } = pickupWindow();
  const slots = usePickupSlots(date);
  const closedDates = useClosedDates();
  const closure = closedDates.data?.find((closed) => closed.date === date);

  useEffect(() => {
    if (!slots.isError) return;
    if (variant === 'checkout') toast.error(...titled(MESSAGES.checkout.slotsFailed));
    else toast.error(MESSAGES.cart.slotsFailed);
    onSlotChange(null);
  }, [slots.isError, variant, onSlotChange]);
  useSlotInStep(variant, props, slots.data);

  const dateField = (
    <div>
      <Label htmlFor="pickup-date">Pickup date</Label>
      <PickupDateInput
        date={date}
        first={first}
        last={last}
        onDateChange={(next) => {
          onDateChange(next);
          // At checkout a new date chooses its slot afresh (its first open one).
          if (variant === 'checkout') onSlotChange(null);
        }}
        className={variant === 'cart' ? 'max-w-xs' : undefined}
      />
      {variant === 'cart' && date ? (
        <p className="mt-1 text-sm text-muted">{formatLongDate(date)}</p>
      ) : null}
      <ClosedDatesNote closedDates={closedDates.data ?? []} closure={closure} />
    </div>
  );

  const fields =
    variant === 'checkout' ? (
      <>
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField}
          <SlotDropdown {...props} slots={slots.data} loading={slots.isPending} closure={closure} />
        </div>
        <PickupSummary date={date} slotId={props.slotId} slots={slots.data} />
      </>
    ) : (
      <>
        {dateField}
        <SlotButtons {...props} slots={slots.data} loading={slots.isPending} closure={closure} />
      </>
    );
  if (bare) return <div className="space-y-4">{fields}</div>;
  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>
          {variant === 'checkout' ? 'Pickup Date and Time' : MESSAGES.cart.pickupTitle}
        </CardTitle>
        {fields}
      </CardContent>
    </Card>
  );
}

interface SlotPickerProps extends PickupTimeCardProps {
  slots: TSlotOption[] | undefined;
  loading: boolean;
  /** The shop's closure of the chosen date: no slots, and the note above says why. */
  closure: TClosedDate | undefined;
}

/**
 * Why the chosen date offers no pickup when the shop is closed on it, or else the closed dates
 * of the window, so a customer does not pick one (a date field cannot grey out single days).
 */
function ClosedDatesNote({
  closedDates,
  closure,
}: {
  closedDates: readonly TClosedDate[];
  closure: TClosedDate | undefined;
}) {
  if (closure) {
    return (
      <p role="alert" className="mt-1 text-sm font-medium text-danger">
        {CART_PAGE_MESSAGES.closedOn(closure.date, closure.reason)}
      </p>
    );
  }
  if (closedDates.length === 0) return null;
  const list = closedDates
    .map((closed) => `${formatShortDate(closed.date)} (${closed.reason})`)
    .join(', ');
  return (
    <p className="mt-1 text-xs text-muted">
      {CART_PAGE_MESSAGES.closedDatesHint} {list}.
    </p>
  );
}

/** The cart's slot buttons, one per slot of the date; a full slot is struck through. */
function SlotButtons({ date, slotId, onSlotChange, slots, loading, closure }: SlotPickerProps) {
  if (!date) return <p className="text-sm text-muted">Choose a date to see the pickup times.</p>;
  // A closed date has no slots; the note under the date says why.
  if (closure) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">Time slot</legend>
      {loading ? (
        <div className="flex gap-2" aria-busy="true" aria-label="Loading time slots">
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-10 w-40" />
        </div>
      ) : slots && slots.length === 0 ? (
        <p className="text-sm text-muted">{MESSAGES.cart.noSlots}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {slots?.map((slot) => {
            const selected = slot.slotId === slotId;
            return (
              <button
                key={slot.slotId}
                type="button"
                disabled={!slot.available}
                aria-pressed={selected}
                onClick={() => onSlotChange(slot.slotId)}
                className={cn(
                  'h-10 rounded-lg border px-4 text-sm font-medium transition-colors',
                  'disabled:cursor-not-allowed disabled:border-line disabled:bg-canvas disabled:text-muted disabled:line-through',
                  selected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-ink hover:border-brand-400 hover:bg-brand-50',
                )}
              >
                {slot.slotTime}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/** Checkout's time-slot dropdown; a full slot is listed but cannot be chosen. */
function SlotDropdown({ date, slotId, onSlotChange, slots, loading, closure }: SlotPickerProps) {
  return (
    <div>
      <Label htmlFor="pickup-slot">Time slot</Label>
      <NativeSelect
        id="pickup-slot"
        value={slotId ?? ''}
        disabled={!date || loading || !slots?.length}
        onChange={(event) => onSlotChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">
          {!date
            ? 'Choose a date first'
            : slots?.length === 0
              ? closure
                ? 'Closed on this date'
                : 'No slots on this date'
              : 'Select a time slot'}
        </option>
        {slots?.map((slot) => (
          <option key={slot.slotId} value={slot.slotId} disabled={!slot.available}>
            {slot.slotTime}
            {slot.available ? '' : ' (unavailable)'}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** 'Pickup on {long date}, {slot}' beneath checkout's fields. */
function PickupSummary(props: {
  date: string | null;
  slotId: number | null;
  slots: TSlotOption[] | undefined;
}) {
  if (!props.date) return null;
  const slotTime = props.slots?.find((slot) => slot.slotId === props.slotId)?.slotTime ?? '';
  return (
    <p className="text-sm font-medium text-brand-900">
      Pickup on {formatLongDate(props.date)}
      {props.slotId !== null ? `, ${slotTime}` : ''}
    </p>
  );
}
