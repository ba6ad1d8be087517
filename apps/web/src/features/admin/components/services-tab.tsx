import { ADMIN_MESSAGES, formatRupees, type TService, type TServiceItem } from '@freshfold/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { adminErrorToast } from '../admin-toast';
import { useDeleteItem } from '../api/delete-item';
import { useDeleteService } from '../api/delete-service';
import { useAdminServices } from '../api/get-services';
import {
  ItemDialog,
  ServiceDialog,
  type ItemDialogState,
  type ServiceDialogState,
} from './service-dialogs';

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
