import {
  ADMIN_MESSAGES,
  formatRupees,
  type TService,
  type TServiceItem,
  ZItemRequest,
  ZServiceRequest,
} from '@freshfold/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { adminErrorToast } from '../admin-toast';
import { useCreateItem } from '../api/create-item';
import { useCreateService } from '../api/create-service';
import { useDeleteItem } from '../api/delete-item';
import { useDeleteService } from '../api/delete-service';
import { useAdminServices } from '../api/get-services';
import { useUpdateItem } from '../api/update-item';
import { useUpdateService } from '../api/update-service';

type ServiceDialogState = { mode: 'add' } | { mode: 'edit'; service: TService } | null;
type ItemDialogState =
  { mode: 'add'; serviceId: number | null } | { mode: 'edit'; item: TServiceItem } | null;
type DeleteState =
  { kind: 'service'; service: TService } | { kind: 'item'; item: TServiceItem } | null;

export function ServicesTab() {
  const services = useAdminServices();
  const [serviceDialog, setServiceDialog] = useState<ServiceDialogState>(null);
  const [itemDialog, setItemDialog] = useState<ItemDialogState>(null);
  const [deleting, setDeleting] = useState<DeleteState>(null);
  const deleteService = useDeleteService();
  const deleteItem = useDeleteItem();
  const list = services.data ?? [];

  function confirmDelete() {
    if (!deleting) return;
    const close = () => setDeleting(null);
    if (deleting.kind === 'service') {
      deleteService.mutate(deleting.service.id, {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.serviceDeleted);
          close();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.deleteServiceFailed, error),
      });
    } else {
      deleteItem.mutate(deleting.item.id, {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.itemDeleted);
          close();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.deleteItemFailed, error),
      });
    }
  }

  return (
    <section aria-labelledby="services-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="services-heading" className="text-xl font-semibold text-ink">
          Services
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setItemDialog({ mode: 'add', serviceId: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Item
          </Button>
          <Button onClick={() => setServiceDialog({ mode: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Service
          </Button>
        </div>
      </div>

      {services.isSuccess && list.length === 0 ? (
        <Card>
          <CardContent className="text-center">
            <p className="text-muted">{ADMIN_MESSAGES.noServices}</p>
            <Button className="mt-4" onClick={() => setServiceDialog({ mode: 'add' })}>
              Add First Service
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-6">
        {list.map((service) => (
          <Card key={service.id}>
            <CardContent>
              <section aria-labelledby={`service-${service.id}`}>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3
                      id={`service-${service.id}`}
                      className="text-lg font-semibold text-brand-900"
                    >
                      {service.name}
                    </h3>
                    <p className="mt-1 text-sm text-muted">{service.description}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Add item to ${service.name}`}
                      onClick={() => setItemDialog({ mode: 'add', serviceId: service.id })}
                    >
                      <Plus className="h-4 w-4" aria-hidden="true" /> Add Item
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Edit service ${service.name}`}
                      onClick={() => setServiceDialog({ mode: 'edit', service })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Delete service ${service.name}`}
                      onClick={() => setDeleting({ kind: 'service', service })}
                    >
                      <Trash2 className="h-4 w-4 text-danger" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <div className="mt-4">
                  {service.items.length === 0 ? (
                    <p className="text-sm text-muted">{ADMIN_MESSAGES.noItems}</p>
                  ) : (
                    <Table caption={`${service.name} items`}>
                      <thead>
                        <tr>
                          <Th>Item</Th>
                          <Th>Description</Th>
                          <Th className="text-right">Price</Th>
                          <Th>
                            <span className="sr-only">Actions</span>
                          </Th>
                        </tr>
                      </thead>
                      <tbody>
                        {service.items.map((item) => (
                          <Tr key={item.id}>
                            <Td className="font-medium">{item.name}</Td>
                            <Td className="text-muted">{item.description}</Td>
                            <Td className="text-right tabular-nums">{formatRupees(item.price)}</Td>
                            <Td className="whitespace-nowrap text-right">
                              <Button
                                size="icon"
                                variant="ghost"
                                aria-label={`Edit item ${item.name} (${service.name})`}
                                onClick={() => setItemDialog({ mode: 'edit', item })}
                              >
                                <Pencil className="h-4 w-4" aria-hidden="true" />
                              </Button>
                              <Button
                                size="icon"
                                variant="ghost"
                                aria-label={`Delete item ${item.name} (${service.name})`}
                                onClick={() => setDeleting({ kind: 'item', item })}
                              >
                                <Trash2 className="h-4 w-4 text-danger" aria-hidden="true" />
                              </Button>
                            </Td>
                          </Tr>
                        ))}
                      </tbody>
                    </Table>
                  )}
                </div>
              </section>
            </CardContent>
          </Card>
        ))}
      </div>

      {serviceDialog ? (
        <ServiceDialog state={serviceDialog} onClose={() => setServiceDialog(null)} />
      ) : null}
      {itemDialog ? (
        <ItemDialog state={itemDialog} services={list} onClose={() => setItemDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting?.kind === 'service' ? 'Delete service?' : 'Delete item?'}
        description={
          deleting?.kind === 'service'
            ? `${deleting.service.name} and all its items will be removed from the price list. Past orders keep their lines.`
            : `${deleting?.item.name ?? ''} will be removed from the price list. Past orders keep their lines.`
        }
        confirmLabel="Delete"
        pending={deleteService.isPending || deleteItem.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function ServiceDialog({
  state,
  onClose,
}: {
  state: NonNullable<ServiceDialogState>;
  onClose: () => void;
}) {
  const editing = state.mode === 'edit' ? state.service : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const create = useCreateService();
  const update = useUpdateService();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZServiceRequest.safeParse({ name, description });
    if (!parsed.success) return;
    if (editing) {
      update.mutate(
        { id: editing.id, body: parsed.data },
        {
          onSuccess: () => {
            toast.success(ADMIN_MESSAGES.serviceUpdated);
            onClose();
          },
          onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateServiceFailed, error),
        },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.serviceAdded);
          onClose();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.addServiceFailed, error),
      });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={editing ? 'Edit Service' : 'Add New Service'}>
        <form onSubmit={submit} className="grid gap-4">
          <FormField label="Service Name">
            <Input
              placeholder="e.g., Dry Cleaning"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
            />
          </FormField>
          <FormField label="Description">
            <Textarea
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              required
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || !description.trim() || pending}>
              {editing ? 'Save' : 'Add Service'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ItemDialog({
  state,
  services,
  onClose,
}: {
  state: NonNullable<ItemDialogState>;
  services: TService[];
  onClose: () => void;
}) {
  const editing = state.mode === 'edit' ? state.item : null;
  const [serviceId, setServiceId] = useState(
    editing
      ? String(editing.service_id)
      : state.mode === 'add' && state.serviceId
        ? String(state.serviceId)
        : '',
  );
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [price, setPrice] = useState(editing ? String(editing.price) : '');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateItem();
  const update = useUpdateItem();
  const pending = create.isPending || update.isPending;
  const priceValue = Number(price);
  const canSubmit = name.trim() !== '' && serviceId !== '' && price !== '' && priceValue > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZItemRequest.safeParse({ name, description, price: priceValue });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (editing) {
      update.mutate(
        { id: editing.id, body: parsed.data },
        {
          onSuccess: () => {
            toast.success(ADMIN_MESSAGES.itemUpdated);
            onClose();
          },
          onError: (failure) => adminErrorToast(ADMIN_MESSAGES.updateItemFailed, failure),
        },
      );
    } else {
      create.mutate(
        { serviceId: Number(serviceId), body: parsed.data },
        {
          onSuccess: () => {
            toast.success(ADMIN_MESSAGES.itemAdded);
            onClose();
          },
          onError: (failure) => adminErrorToast(ADMIN_MESSAGES.addItemFailed, failure),
        },
      );
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={editing ? 'Edit Service Item' : 'Add Service Item'}>
        <form onSubmit={submit} className="grid gap-4">
          {services.length > 0 && !editing ? (
            <FormField label="Service">
              <NativeSelect
                value={serviceId}
                onChange={(event) => setServiceId(event.target.value)}
              >
                <option value="">Select a service</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          <FormField label="Item Name">
            <Input
              placeholder="e.g. Shirt"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
            />
          </FormField>
          <FormField label="Description (optional)">
            <Textarea
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormField>
          <FormField label="Price (₹)" error={error}>
            <Input
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              required
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit || pending}>
              {editing ? 'Save' : 'Add Item'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
