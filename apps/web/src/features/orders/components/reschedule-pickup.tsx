import { ACCOUNT_PAGE_MESSAGES, MESSAGES, type TOrder } from '@freshfold/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { titled } from '@/lib/titled-toast';
import { PickupTimeCard } from '@/features/cart';
import { useReschedulePickup } from '../api/reschedule-pickup';
import { pickupWhen } from '../timeline';

const TEXT = ACCOUNT_PAGE_MESSAGES.order;

/**
 * 'Reschedule pickup', for a pending order: a dialog with checkout's date and slot pickers
 * (the same slots, the same 30-day window); the server decides, and its refusal is shown.
 */
export function ReschedulePickup({ order }: { order: TOrder }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`${TEXT.reschedule} of order ${order.id}`}
      >
        {TEXT.reschedule}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={TEXT.rescheduleTitle(order.id)}
          description={TEXT.rescheduleDescription(pickupWhen(order))}
        >
          <RescheduleForm order={order} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The new date and slot, and the buttons that keep or move the pickup. */
function RescheduleForm({ order, onDone }: { order: TOrder; onDone: () => void }) {
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const move = useReschedulePickup();
  const unchanged = date === order.pickupDate && slotId === order.pickupSlotId;

  const submit = () => {
    if (!date || slotId === null) {
      toast.error(...titled(MESSAGES.checkout.missingPickup));
      return;
    }
    move.mutate(
      { orderId: order.id, pickup: { pickupDate: date, pickupSlotId: slotId } },
      {
        onSuccess: (moved) => {
          toast.success(TEXT.rescheduled(pickupWhen(moved)));
          onDone();
        },
        onError: (error) => {
          toast.error(TEXT.rescheduleFailed, {
            description: error instanceof ApiError ? error.message : MESSAGES.server.internal,
          });
          // Taken meanwhile, or the shop closed the date: the slots are asked for again.
          void queryClient.invalidateQueries({ queryKey: queryRoots.pickupSlots });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <PickupTimeCard
        variant="checkout"
        bare
        date={date}
        slotId={slotId}
        onDateChange={setDate}
        onSlotChange={setSlotId}
      />
      {unchanged ? <p className="text-sm text-muted">{TEXT.rescheduleSameTime}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {TEXT.rescheduleKeep}
        </Button>
        <Button disabled={move.isPending || !date || slotId === null || unchanged} onClick={submit}>
          {TEXT.rescheduleConfirm}
        </Button>
      </div>
    </div>
  );
}
