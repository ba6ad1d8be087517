import { ADMIN_MESSAGES, formatRupees, type TService, type TServiceItem } from '@freshfold/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, Td, Th, ThActions, Tr } from '@/components/ui/table';
import { adminOutcome } from '../admin-toast';
import { useDeleteItem } from '../api/delete-item';
import { useDeleteService } from '../api/delete-service';
import { useAdminServices } from '../api/lists';
import { AdminConfirmDialog } from './admin-dialog';
import { DeleteButton, EditButton } from './row-actions';
import {
  ItemDialog,
  ServiceDialog,
  type ItemDialogState,
  type ServiceDialogState,
} from './service-dialogs';
import { TabSection } from './tab-section';

type DeleteState = { kind: 'service'; service: TService } | { kind: 'item'; item: TServiceItem };

/** What a service card's buttons open: the item and service dialogs, or a delete's question. */
interface CatalogueActions {
  onItemDialog: (state: NonNullable<ItemDialogState>) => void;
  onServiceDialog: (state: NonNullable<ServiceDialogState>) => void;
  onDelete: (state: DeleteState) => void;
}

/** A service's items and their prices, each with its edit and delete buttons. */
function ItemsTable({ service, actions }: { service: TService; actions: CatalogueActions }) {
  if (service.items.length === 0) {
    return <p className="text-sm text-muted">{ADMIN_MESSAGES.noItems}</p>;
  }
  return (
    <Table caption={`${service.name} items`}>
      <thead>
        <tr>
          <Th>Item</Th>
          <Th>Description</Th>
          <Th className="text-right">Price</Th>
          <ThActions />
        </tr>
      </thead>
      <tbody>
        {service.items.map((item) => (
          <Tr key={item.id}>
            <Td className="font-medium">{item.name}</Td>
            <Td className="text-muted">{item.description}</Td>
            <Td className="text-right tabular-nums">{formatRupees(item.price)}</Td>
            <Td className="whitespace-nowrap text-right">
              <EditButton
                label={`Edit item ${item.name} (${service.name})`}
                onClick={() => actions.onItemDialog({ mode: 'edit', item })}
              />
              <DeleteButton
                label={`Delete item ${item.name} (${service.name})`}
                onClick={() => actions.onDelete({ kind: 'item', item })}
              />
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One service: its name and description, its buttons, then its items. */
function ServiceCard({ service, actions }: { service: TService; actions: CatalogueActions }) {
  return (
    <Card>
      <CardContent>
        <section aria-labelledby={`service-${service.id}`}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h3 id={`service-${service.id}`} className="text-lg font-semibold text-brand-900">
                {service.name}
              </h3>
              <p className="mt-1 text-sm text-muted">{service.description}</p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Add item to ${service.name}`}
                onClick={() => actions.onItemDialog({ mode: 'add', serviceId: service.id })}
              >
                <Plus className="h-4 w-4" aria-hidden="true" /> Add Item
              </Button>
              <EditButton
                label={`Edit service ${service.name}`}
                onClick={() => actions.onServiceDialog({ mode: 'edit', service })}
              />
              <DeleteButton
                label={`Delete service ${service.name}`}
                onClick={() => actions.onDelete({ kind: 'service', service })}
              />
            </div>
          </div>
          <div className="mt-4">
            <ItemsTable service={service} actions={actions} />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

/** 'Delete service?' (with all its items) or 'Delete item?'; past orders keep their lines. */
function DeleteCatalogueDialog({
  deleting,
  onClose,
}: {
  deleting: DeleteState;
  onClose: () => void;
}) {
  const deleteService = useDeleteService();
  const deleteItem = useDeleteItem();
  const onConfirm = () => {
    if (deleting.kind === 'service') {
      deleteService.mutate(
        deleting.service.id,
        adminOutcome(ADMIN_MESSAGES.serviceDeleted, ADMIN_MESSAGES.deleteServiceFailed, onClose),
      );
    } else {
      deleteItem.mutate(
        deleting.item.id,
        adminOutcome(ADMIN_MESSAGES.itemDeleted, ADMIN_MESSAGES.deleteItemFailed, onClose),
      );
    }
  };
  return (
    <AdminConfirmDialog
      onClose={onClose}
      title={deleting.kind === 'service' ? 'Delete service?' : 'Delete item?'}
      description={
        deleting.kind === 'service'
          ? `${deleting.service.name} and all its items will be removed from the price list. Past orders keep their lines.`
          : `${deleting.item.name} will be removed from the price list. Past orders keep their lines.`
      }
      confirmLabel="Delete"
      pending={deleteService.isPending || deleteItem.isPending}
      onConfirm={onConfirm}
    />
  );
}

export function ServicesTab() {
  const services = useAdminServices();
  const [serviceDialog, setServiceDialog] = useState<ServiceDialogState>(null);
  const [itemDialog, setItemDialog] = useState<ItemDialogState>(null);
  const [deleting, setDeleting] = useState<DeleteState | null>(null);
  const list = services.data ?? [];
  const actions: CatalogueActions = {
    onItemDialog: setItemDialog,
    onServiceDialog: setServiceDialog,
    onDelete: setDeleting,
  };

  return (
    <TabSection
      id="services"
      title="Services"
      actions={
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setItemDialog({ mode: 'add', serviceId: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Item
          </Button>
          <Button onClick={() => setServiceDialog({ mode: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Service
          </Button>
        </div>
      }
    >
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
          <ServiceCard key={service.id} service={service} actions={actions} />
        ))}
      </div>

      {serviceDialog ? (
        <ServiceDialog state={serviceDialog} onClose={() => setServiceDialog(null)} />
      ) : null}
      {itemDialog ? (
        <ItemDialog state={itemDialog} services={list} onClose={() => setItemDialog(null)} />
      ) : null}
      {deleting ? (
        <DeleteCatalogueDialog deleting={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </TabSection>
  );
}
