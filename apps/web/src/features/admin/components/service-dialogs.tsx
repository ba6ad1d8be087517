import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  type TService,
  type TServiceItem,
  ZItemRequest,
  ZServiceRequest,
} from '@freshfold/shared';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { submitHandler } from '@/lib/form-submit';
import { adminOutcome } from '../admin-toast';
import { useCreateItem } from '../api/create-item';
import { useCreateService } from '../api/create-service';
import { useUpdateItem } from '../api/update-item';
import { useUpdateService } from '../api/update-service';
import { firstMessage } from '../first-message';
import { AdminDialog, DialogActions } from './admin-dialog';
import { RecordOptions } from './select-options';

export type ServiceDialogState = { mode: 'add' } | { mode: 'edit'; service: TService } | null;
export type ItemDialogState =
  { mode: 'add'; serviceId: number | null } | { mode: 'edit'; item: TServiceItem } | null;

/** What saving says, by what the dialog saves and whether it adds one or edits one: done, failed. */
const SAVE_TOASTS = {
  service: {
    add: [ADMIN_MESSAGES.serviceAdded, ADMIN_MESSAGES.addServiceFailed],
    edit: [ADMIN_MESSAGES.serviceUpdated, ADMIN_MESSAGES.updateServiceFailed],
  },
  item: {
    add: [ADMIN_MESSAGES.itemAdded, ADMIN_MESSAGES.addItemFailed],
    edit: [ADMIN_MESSAGES.itemUpdated, ADMIN_MESSAGES.updateItemFailed],
  },
} as const;

/** A dialog's save: its toast, and the dialog closed once saved. */
function saveOutcome(record: keyof typeof SAVE_TOASTS, editing: boolean, onClose: () => void) {
  const [done, failed] = SAVE_TOASTS[record][editing ? 'edit' : 'add'];
  return adminOutcome(done, failed, onClose);
}

/** 'Add New Service' or 'Edit Service': a name and a description, both required. */
export function ServiceDialog({
  state,
  onClose,
}: {
  state: NonNullable<ServiceDialogState>;
  onClose: () => void;
}) {
  const editing = state.mode === 'edit' ? state.service : null;
  const form = useForm<z.input<typeof ZServiceRequest>, unknown, z.output<typeof ZServiceRequest>>({
    resolver: zodResolver(ZServiceRequest),
    defaultValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
  });
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const create = useCreateService();
  const update = useUpdateService();
  const pending = create.isPending || update.isPending;
  const onSubmit = submitHandler(form.handleSubmit, (body) => {
    const done = saveOutcome('service', editing !== null, onClose);
    if (editing) update.mutate({ id: editing.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <AdminDialog title={editing ? 'Edit Service' : 'Add New Service'} onClose={onClose}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Service Name" error={form.formState.errors.name?.message}>
          <Input placeholder="e.g., Dry Cleaning" required {...form.register('name')} />
        </FormField>
        <FormField label="Description" error={form.formState.errors.description?.message}>
          <Textarea required {...form.register('description')} />
        </FormField>
        <DialogActions
          onCancel={onClose}
          submitLabel={editing ? 'Save' : 'Add Service'}
          disabled={!name.trim() || !description.trim() || pending}
        />
      </form>
    </AdminDialog>
  );
}

const ZItemFields = ZItemRequest.extend({ serviceId: z.string() });

/** The item dialog's fields as typed, read into the item contract (and the service chosen). */
const ZItemForm = z
  .object({ serviceId: z.string(), name: z.string(), description: z.string(), price: z.string() })
  .transform(({ price, ...form }): z.input<typeof ZItemFields> => ({
    ...form,
    price: Number(price),
  }))
  .pipe(ZItemFields);

function initialServiceId(state: NonNullable<ItemDialogState>): string {
  if (state.mode === 'edit') return String(state.item.service_id);
  return state.serviceId ? String(state.serviceId) : '';
}

function useItemForm(state: NonNullable<ItemDialogState>) {
  const editing = state.mode === 'edit' ? state.item : null;
  return useForm<z.input<typeof ZItemForm>, unknown, z.output<typeof ZItemForm>>({
    resolver: zodResolver(ZItemForm),
    reValidateMode: 'onSubmit',
    defaultValues: {
      serviceId: initialServiceId(state),
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      price: editing ? String(editing.price) : '',
    },
  });
}

/** 'Add Service Item' (to a service chosen here or given) or 'Edit Service Item'. */
export function ItemDialog({
  state,
  services,
  onClose,
}: {
  state: NonNullable<ItemDialogState>;
  services: TService[];
  onClose: () => void;
}) {
  const editing = state.mode === 'edit' ? state.item : null;
  const form = useItemForm(state);
  const [serviceId, name, price] = useWatch({
    control: form.control,
    name: ['serviceId', 'name', 'price'],
  });
  const create = useCreateItem();
  const update = useUpdateItem();
  const pending = create.isPending || update.isPending;
  const canSubmit = name.trim() !== '' && serviceId !== '' && price !== '' && Number(price) > 0;
  const onSubmit = submitHandler(form.handleSubmit, ({ serviceId: chosen, ...body }) => {
    const done = saveOutcome('item', editing !== null, onClose);
    if (editing) update.mutate({ id: editing.id, body }, done);
    else create.mutate({ serviceId: Number(chosen), body }, done);
  });

  return (
    <AdminDialog title={editing ? 'Edit Service Item' : 'Add Service Item'} onClose={onClose}>
      <form onSubmit={onSubmit} className="grid gap-4">
        {services.length > 0 && !editing ? (
          <FormField label="Service">
            <NativeSelect {...form.register('serviceId')}>
              <option value="">Select a service</option>
              <RecordOptions records={services} label={(service) => service.name} />
            </NativeSelect>
          </FormField>
        ) : null}
        <FormField label="Item Name">
          <Input placeholder="e.g. Shirt" required {...form.register('name')} />
        </FormField>
        <FormField label="Description (optional)">
          <Textarea {...form.register('description')} />
        </FormField>
        {/* The form's first message, under the price as the dialog always has shown it. */}
        <FormField label="Price (₹)" error={firstMessage(form.formState.errors)}>
          <Input
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            required
            {...form.register('price')}
          />
        </FormField>
        <DialogActions
          onCancel={onClose}
          submitLabel={editing ? 'Save' : 'Add Item'}
          disabled={!canSubmit || pending}
        />
      </form>
    </AdminDialog>
  );
}
