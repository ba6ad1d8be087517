import { ADMIN_MESSAGES, indianDate, type TAdminSlot, weekdayOf } from '@freshfold/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { mutateEach } from '@/lib/mutate-each';
import { adminOutcome } from '../admin-toast';
import { useAdminSlots } from '../api/lists';
import { useDeleteSlot, useUpdateSlot } from '../api/slot-writes';
import { AdminConfirmDialog } from './admin-dialog';
import { DeleteButton, EditButton, RowSwitch } from './row-actions';
import { AddSlotForm, EditSlotDialog } from './slot-forms';
import { TabSection } from './tab-section';

/** One slot: its weekday, times and capacity, its buttons and its availability switch. */
function SlotCard({
  slot,
  onEdit,
  onDelete,
  onAvailable,
}: {
  slot: TAdminSlot;
  onEdit: () => void;
  onDelete: () => void;
  onAvailable: (available: boolean) => void;
}) {
  const label = `${slot.day} ${slot.start_time} - ${slot.end_time}`;
  return (
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
            <EditButton label={`Edit slot ${label}`} onClick={onEdit} />
            <DeleteButton label={`Delete slot ${label}`} onClick={onDelete} />
          </div>
        </div>
        <RowSwitch
          id={`slot-${slot.id}-available`}
          label={`Slot ${label} available`}
          checked={slot.available}
          onCheckedChange={onAvailable}
        >
          {slot.available ? 'Available' : 'Unavailable'}
        </RowSwitch>
      </CardContent>
    </Card>
  );
}

/** The date whose weekday's slots are shown, and the way back to every day's. */
function DayFilter({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const day = date ? weekdayOf(date) : null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="Pick a date" className="w-56">
        <Input
          type="date"
          min={indianDate()}
          value={date}
          onChange={(event) => onDate(event.target.value)}
        />
      </FormField>
      {day ? (
        <>
          <p className="pb-3 text-sm text-muted">Showing {day} slots</p>
          <Button variant="ghost" size="sm" className="mb-1" onClick={() => onDate('')}>
            Show all days
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** 'Delete time slot?': it closes once the server has answered; the toast says how. */
function DeleteSlotDialog({ slot, onClose }: { slot: TAdminSlot; onClose: () => void }) {
  const remove = useDeleteSlot();
  return (
    <AdminConfirmDialog
      onClose={onClose}
      title="Delete time slot?"
      description={`${slot.day} ${slot.start_time} - ${slot.end_time} will no longer be offered.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(slot.id, {
          ...adminOutcome(ADMIN_MESSAGES.slotDeleted, ADMIN_MESSAGES.removeSlotFailed),
          onSettled: onClose,
        })
      }
    />
  );
}

export function SlotsTab() {
  const slots = useAdminSlots();
  const [date, setDate] = useState('');
  const [editing, setEditing] = useState<TAdminSlot | null>(null);
  const [deleting, setDeleting] = useState<TAdminSlot | null>(null);
  const update = useUpdateSlot();
  const day = date ? weekdayOf(date) : null;
  const all = slots.data ?? [];
  const shown = day ? all.filter((slot) => slot.day === day) : all;

  // The slots share the mutation: each switch hears its own outcome, not only the latest one.
  const setAvailable = (slot: TAdminSlot, available: boolean) =>
    mutateEach(
      update,
      { id: slot.id, body: { available } },
      adminOutcome(ADMIN_MESSAGES.slotUpdated, ADMIN_MESSAGES.updateSlotFailed),
    );

  return (
    <TabSection id="slots" title="Pickup Times" className="grid gap-6">
      <AddSlotForm />
      <DayFilter date={date} onDate={setDate} />
      {slots.isSuccess && all.length === 0 ? (
        <p className="text-muted">{ADMIN_MESSAGES.noSlots}</p>
      ) : slots.isSuccess && day && shown.length === 0 ? (
        <p className="text-muted">{ADMIN_MESSAGES.noSlotsOnDay(day)}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Time slots">
          {shown.map((slot) => (
            <li key={slot.id}>
              <SlotCard
                slot={slot}
                onEdit={() => setEditing(slot)}
                onDelete={() => setDeleting(slot)}
                onAvailable={(available) => setAvailable(slot, available)}
              />
            </li>
          ))}
        </ul>
      )}
      {editing ? <EditSlotDialog slot={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteSlotDialog slot={deleting} onClose={() => setDeleting(null)} /> : null}
    </TabSection>
  );
}
