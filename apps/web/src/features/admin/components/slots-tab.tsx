import {
  ADMIN_MESSAGES,
  indianDate,
  NEW_SLOT_DEFAULTS,
  type TAdminSlot,
  weekdayOf,
  WEEKDAYS,
  ZAddSlotRequest,
} from '@freshfold/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { adminErrorToast } from '../admin-toast';
import { useAdminSlots } from '../api/get-slots';
import { useAddSlot, useDeleteSlot, useUpdateSlot } from '../api/slot-writes';

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

/** The start, end and capacity inputs shared by the add form and the edit dialog. */
function SlotTimeFields(props: {
  start: string;
  end: string;
  capacity: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  onCapacity: (value: string) => void;
}) {
  return (
    <>
      <FormField label="Start Time">
        <Input
          type="time"
          value={props.start}
          onChange={(event) => props.onStart(event.target.value)}
          required
        />
      </FormField>
      <FormField label="End Time">
        <Input
          type="time"
          value={props.end}
          onChange={(event) => props.onEnd(event.target.value)}
          required
        />
      </FormField>
      <FormField label="Capacity">
        <Input
          type="number"
          min={1}
          step={1}
          value={props.capacity}
          onChange={(event) => props.onCapacity(event.target.value)}
        />
      </FormField>
    </>
  );
}

function AddSlotForm() {
  const [day, setDay] = useState<string>(NEW_SLOT_DEFAULTS.day);
  const [start, setStart] = useState<string>(NEW_SLOT_DEFAULTS.start_time);
  const [end, setEnd] = useState<string>(NEW_SLOT_DEFAULTS.end_time);
  const [capacity, setCapacity] = useState(String(NEW_SLOT_DEFAULTS.capacity));
  const [error, setError] = useState<string | undefined>();
  const add = useAddSlot();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZAddSlotRequest.safeParse({
      day,
      start_time: start,
      end_time: end,
      available: true,
      capacity: Number(capacity),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => toast.success(ADMIN_MESSAGES.slotCreated),
      onError: (failure) => adminErrorToast(ADMIN_MESSAGES.addSlotFailed, failure),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a time slot</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid items-end gap-3 sm:grid-cols-5">
          <FormField label="Day">
            <NativeSelect value={day} onChange={(event) => setDay(event.target.value)}>
              {WEEKDAYS.map((weekday) => (
                <option key={weekday}>{weekday}</option>
              ))}
            </NativeSelect>
          </FormField>
          <SlotTimeFields
            start={start}
            end={end}
            capacity={capacity}
            onStart={setStart}
            onEnd={setEnd}
            onCapacity={setCapacity}
          />
          <Button type="submit" disabled={add.isPending}>
            Add Time Slot
          </Button>
          {error ? (
            <p role="alert" className="text-sm text-danger sm:col-span-5">
              {error}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

function EditSlotDialog({ slot, onClose }: { slot: TAdminSlot; onClose: () => void }) {
  const [start, setStart] = useState(slot.start_time);
  const [end, setEnd] = useState(slot.end_time);
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSlot();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!start || !end) {
      setError('Start and end times are required.');
      return;
    }
    if (start >= end) {
      setError(ADMIN_MESSAGES.slotTimes);
      return;
    }
    setError(undefined);
    update.mutate(
      { id: slot.id, body: { start_time: start, end_time: end, capacity: Number(capacity) } },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.slotUpdated);
          onClose();
        },
        onError: (failure) => adminErrorToast(ADMIN_MESSAGES.updateSlotFailed, failure),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit Time Slot" description={slot.day}>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3">
          <SlotTimeFields
            start={start}
            end={end}
            capacity={capacity}
            onStart={setStart}
            onEnd={setEnd}
            onCapacity={setCapacity}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger sm:col-span-3">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 sm:col-span-3">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
