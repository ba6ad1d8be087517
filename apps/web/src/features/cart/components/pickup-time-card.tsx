import { formatLongDate, MESSAGES, pickupWindow } from '@freshfold/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { usePickupSlots } from '../api/get-pickup-slots';

interface PickupTimeCardProps {
  date: string | null;
  slotId: number | null;
  onDateChange: (date: string | null) => void;
  onSlotChange: (slotId: number | null) => void;
}

/**
 * 'Select Pickup Time': a date from today to 30 days ahead (Indian dates) and that date's slot
 * buttons. The chosen slot is cleared when the date's slots do not include it (spec section 4).
 */
export function PickupTimeCard({ date, slotId, onDateChange, onSlotChange }: PickupTimeCardProps) {
  const { first, last } = pickupWindow();
  const slots = usePickupSlots(date);

  useEffect(() => {
    if (slots.isError) {
      toast.error(MESSAGES.cart.slotsFailed);
      onSlotChange(null);
    }
  }, [slots.isError, onSlotChange]);

  useEffect(() => {
    if (!date) {
      if (slotId !== null) onSlotChange(null);
      return;
    }
    if (!slots.data || slotId === null) return;
    const chosen = slots.data.find((slot) => slot.slotId === slotId);
    if (!chosen?.available) onSlotChange(null);
  }, [date, slots.data, slotId, onSlotChange]);

  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>{MESSAGES.cart.pickupTitle}</CardTitle>
        <div>
          <Label htmlFor="pickup-date">Pickup date</Label>
          <Input
            id="pickup-date"
            type="date"
            min={first}
            max={last}
            value={date ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onDateChange(value && value >= first && value <= last ? value : null);
            }}
            className="max-w-xs"
          />
          {date ? <p className="mt-1 text-sm text-muted">{formatLongDate(date)}</p> : null}
        </div>
        {date ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Time slot</legend>
            {slots.isPending ? (
              <div className="flex gap-2" aria-busy="true" aria-label="Loading time slots">
                <Skeleton className="h-10 w-40" />
                <Skeleton className="h-10 w-40" />
              </div>
            ) : slots.data && slots.data.length === 0 ? (
              <p className="text-sm text-muted">{MESSAGES.cart.noSlots}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {slots.data?.map((slot) => {
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
        ) : (
          <p className="text-sm text-muted">Choose a date to see the pickup times.</p>
        )}
      </CardContent>
    </Card>
  );
}
