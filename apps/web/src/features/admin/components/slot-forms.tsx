import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  NEW_SLOT_DEFAULTS,
  type TAddSlotRequest,
  type TAdminSlot,
  type TUpdateSlotRequest,
  WEEKDAYS,
  ZAddSlotRequest,
} from '@freshfold/shared';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { submitHandler } from '@/lib/form-submit';
import { adminOutcome } from '../admin-toast';
import { useAddSlot, useUpdateSlot } from '../api/slot-writes';
import { firstMessage } from '../first-message';
import { AdminFormDialog } from './admin-dialog';

/** A slot's times and capacity as typed. */
const ZSlotTimes = z.object({ start_time: z.string(), end_time: z.string(), capacity: z.string() });

/** The add form read into the add-slot contract; its first message is shown under the form. */
const ZAddSlotForm = ZSlotTimes.extend({ day: z.string() })
  .transform((form): TAddSlotRequest => ({
    day: form.day,
    start_time: form.start_time,
    end_time: form.end_time,
    available: true,
    capacity: Number(form.capacity),
  }))
  .pipe(ZAddSlotRequest);

/** The edit dialog checks the times; the server answers for the capacity. */
const ZEditSlotForm = ZSlotTimes.refine((form) => form.start_time !== '' && form.end_time !== '', {
  message: 'Start and end times are required.',
  path: ['end_time'],
  abort: true,
})
  .refine((form) => form.start_time < form.end_time, {
    message: ADMIN_MESSAGES.slotTimes,
    path: ['end_time'],
  })
  .transform((form): TUpdateSlotRequest => ({
    start_time: form.start_time,
    end_time: form.end_time,
    capacity: Number(form.capacity),
  }));

/** A slot's times and capacity as the forms hold them. */
function slotTimes(slot: { start_time: string; end_time: string; capacity: number }) {
  return { start_time: slot.start_time, end_time: slot.end_time, capacity: String(slot.capacity) };
}

/** The form's first message, beneath it: these forms show one. */
function FormError({ errors, className }: { errors: FieldErrors; className: string }) {
  const error = firstMessage(errors);
  return error ? (
    <p role="alert" className={`text-sm text-danger ${className}`}>
      {error}
    </p>
  ) : null;
}

/** The start, end and capacity inputs shared by the add form and the edit dialog. */
function SlotTimeFields({ register }: { register: UseFormRegister<z.input<typeof ZSlotTimes>> }) {
  return (
    <>
      <FormField label="Start Time">
        <Input type="time" required {...register('start_time')} />
      </FormField>
      <FormField label="End Time">
        <Input type="time" required {...register('end_time')} />
      </FormField>
      <FormField label="Capacity">
        <Input type="number" min={1} step={1} {...register('capacity')} />
      </FormField>
    </>
  );
}

/** 'Add a time slot': a weekday, its times and its capacity (the spec's defaults to start). */
export function AddSlotForm() {
  const form = useForm<z.input<typeof ZAddSlotForm>, unknown, z.output<typeof ZAddSlotForm>>({
    resolver: zodResolver(ZAddSlotForm),
    reValidateMode: 'onSubmit',
    defaultValues: { day: NEW_SLOT_DEFAULTS.day, ...slotTimes(NEW_SLOT_DEFAULTS) },
  });
  const add = useAddSlot();
  const onSubmit = submitHandler(form.handleSubmit, (slot) =>
    add.mutate(slot, adminOutcome(ADMIN_MESSAGES.slotCreated, ADMIN_MESSAGES.addSlotFailed)),
  );

  return (
    <TitledCard title="Add a time slot">
      <form onSubmit={onSubmit} noValidate className="grid items-end gap-3 sm:grid-cols-5">
        <FormField label="Day">
          <NativeSelect {...form.register('day')}>
            {WEEKDAYS.map((weekday) => (
              <option key={weekday}>{weekday}</option>
            ))}
          </NativeSelect>
        </FormField>
        <SlotTimeFields register={form.register} />
        <Button type="submit" disabled={add.isPending}>
          Add Time Slot
        </Button>
        <FormError errors={form.formState.errors} className="sm:col-span-5" />
      </form>
    </TitledCard>
  );
}

/** 'Edit Time Slot': a slot's times and capacity. */
export function EditSlotDialog({ slot, onClose }: { slot: TAdminSlot; onClose: () => void }) {
  const form = useForm<z.input<typeof ZEditSlotForm>, unknown, z.output<typeof ZEditSlotForm>>({
    resolver: zodResolver(ZEditSlotForm),
    reValidateMode: 'onSubmit',
    defaultValues: slotTimes(slot),
  });
  const update = useUpdateSlot();
  const saved = adminOutcome(ADMIN_MESSAGES.slotUpdated, ADMIN_MESSAGES.updateSlotFailed, onClose);
  return (
    <AdminFormDialog
      title="Edit Time Slot"
      description={slot.day}
      onClose={onClose}
      form={form}
      onValid={(body) => update.mutate({ id: slot.id, body }, saved)}
      className="grid gap-4 sm:grid-cols-3"
      disabled={update.isPending}
    >
      <SlotTimeFields register={form.register} />
      <FormError errors={form.formState.errors} className="sm:col-span-3" />
    </AdminFormDialog>
  );
}
