import { ADMIN_MESSAGES, indianDate, type TAdminSlot, weekdayOf } from '@freshfold/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { adminErrorToast } from '../admin-toast';
import { useAdminSlots } from '../api/get-slots';
import { useDeleteSlot, useUpdateSlot } from '../api/slot-writes';
import { AddSlotForm, EditSlotDialog } from './slot-forms';

export function SlotsTab() {
  const slots = useAdminSlots();
  const [date, setDate] = useState('');
  const [editing, setEditing] = useState<TAdminSlot | null>(null);
  const [deleting, setDeleting] = useState<TAdminSlot | null>(null);
  const update = useUpdateSlot();
  const remove = useDeleteSlot();
  const today = indianDate();
  const day = date ? weekdayOf(date) : null;
  const all = slots.data ?? [];
  const shown = day ? all.filter((slot) => slot.day === day) : all;

  function setAvailable(slot: TAdminSlot, available: boolean) {
    update.mutate(
      { id: slot.id, body: { available } },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.slotUpdated),
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateSlotFailed, error),
      },
    );
  }

  return (
    <section aria-labelledby="slots-heading" className="grid gap-6">
      <h2 id="slots-heading" className="text-xl font-semibold text-ink">
        Pickup Times
      </h2>
      <AddSlotForm />
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Pick a date" className="w-56">
          <Input
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </FormField>
        {day ? (
          <>
            <p className="pb-3 text-sm text-muted">Showing {day} slots</p>
            <Button variant="ghost" size="sm" className="mb-1" onClick={() => setDate('')}>
              Show all days
            </Button>
          </>
        ) : null}
      </div>
      {slots.isSuccess && all.length === 0 ? (
        <p className="text-muted">{ADMIN_MESSAGES.noSlots}</p>
      ) : slots.isSuccess && day && shown.length === 0 ? (
        <p className="text-muted">{ADMIN_MESSAGES.noSlotsOnDay(day)}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Time slots">
          {shown.map((slot) => {
            const label = `${slot.day} ${slot.start_time} - ${slot.end_time}`;
            const switchId = `slot-${slot.id}-available`;
            return (
              <li key={slot.id}>
                <Card className={slot.available ? '' : 'opacity-70'}>
                  <CardContent className="grid gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <div>
                        <p className="font-semibold text-ink">{slot.day}</p>
                        <p className="tabular-nums">
                          {slot.start_time} - {slot.end_time}
                        </p>
                        <p className="text-xs text-muted">Capacity {slot.capacity} per day</p>
                      </div>
                      <div className="flex">
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Edit slot ${label}`}
                          onClick={() => setEditing(slot)}
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Delete slot ${label}`}
                          onClick={() => setDeleting(slot)}
                        >
                          <Trash2 className="h-4 w-4 text-danger" aria-hidden="true" />
                        </Button>
                      </div>
                    </div>
                    <div className="flex items-center gap-2">
                      <Switch
                        id={switchId}
                        checked={slot.available}
                        aria-label={`Slot ${label} available`}
                        onCheckedChange={(checked) => setAvailable(slot, checked)}
                      />
                      <label htmlFor={switchId} className="text-sm">
                        {slot.available ? 'Available' : 'Unavailable'}
                      </label>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? <EditSlotDialog slot={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete time slot?"
        description={
          deleting
            ? `${deleting.day} ${deleting.start_time} - ${deleting.end_time} will no longer be offered.`
            : ''
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(ADMIN_MESSAGES.slotDeleted);
              setDeleting(null);
            },
            onError: (error) => {
              adminErrorToast(ADMIN_MESSAGES.removeSlotFailed, error);
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}
