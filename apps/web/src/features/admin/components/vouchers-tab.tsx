import {
  ADMIN_MESSAGES,
  formatRupees,
  formatShortDate,
  indianDate,
  type TAdminVoucher,
} from '@freshfold/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { mutateEach } from '@/lib/mutate-each';
import { adminOutcome } from '../admin-toast';
import { useDeleteVoucher } from '../api/delete-voucher';
import { useAdminVouchers } from '../api/lists';
import { useToggleVoucher } from '../api/toggle-voucher';
import { AddVoucherDialog } from './add-voucher-dialog';
import { AdminConfirmDialog } from './admin-dialog';
import { DeleteButton, RowSwitch } from './row-actions';
import { TabSection } from './tab-section';

/** One voucher: its terms, its switch, and whether it has expired. */
function VoucherRow({
  voucher,
  onSwitch,
  onDelete,
}: {
  voucher: TAdminVoucher;
  onSwitch: (isActive: boolean) => void;
  onDelete: () => void;
}) {
  return (
    <Tr>
      <Td>
        <span className="font-mono font-semibold">{voucher.code}</span>
        {voucher.firstOrderOnly ? (
          <Badge tone="blue" className="ml-2">
            {ADMIN_MESSAGES.firstOrderOnly}
          </Badge>
        ) : null}
      </Td>
      <Td className="tabular-nums">{voucher.discount}%</Td>
      <Td className="tabular-nums">
        {voucher.minOrderValue === null ? 'None' : formatRupees(voucher.minOrderValue)}
      </Td>
      <Td>{formatShortDate(voucher.endDate)}</Td>
      <Td>
        <RowSwitch
          id={`voucher-${voucher.id}-active`}
          label={`${voucher.code} active`}
          checked={voucher.isActive}
          onCheckedChange={onSwitch}
        >
          {voucher.isActive ? 'Active' : 'Inactive'}
        </RowSwitch>
      </Td>
      <Td>
        <div className="flex items-center gap-2">
          {voucher.endDate < indianDate() ? (
            <Badge tone="red">{ADMIN_MESSAGES.expired}</Badge>
          ) : null}
          <DeleteButton label={`Delete voucher ${voucher.code}`} onClick={onDelete} />
        </div>
      </Td>
    </Tr>
  );
}

/** 'Delete voucher?': asked first; orders that used the voucher keep their discount. */
function DeleteVoucherDialog({
  voucher,
  onClose,
}: {
  voucher: TAdminVoucher;
  onClose: () => void;
}) {
  const remove = useDeleteVoucher();
  return (
    <AdminConfirmDialog
      onClose={onClose}
      title="Delete voucher?"
      description={`${voucher.code} will no longer be accepted. Orders that used it keep their discount.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          voucher.code,
          adminOutcome(ADMIN_MESSAGES.voucherDeleted, ADMIN_MESSAGES.deleteVoucherFailed, onClose),
        )
      }
    />
  );
}

export function VouchersTab() {
  const vouchers = useAdminVouchers();
  const toggle = useToggleVoucher();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TAdminVoucher | null>(null);
  const list = vouchers.data ?? [];

  // The rows share the mutation: each switch hears its own outcome, not only the latest one.
  const switchVoucher = (voucher: TAdminVoucher, isActive: boolean) =>
    mutateEach(
      toggle,
      { code: voucher.code, isActive },
      adminOutcome(ADMIN_MESSAGES.voucherUpdated, ADMIN_MESSAGES.updateVoucherFailed),
    );

  return (
    <TabSection
      id="vouchers"
      title="Vouchers"
      headerClassName="mb-4 flex items-center justify-between gap-3"
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Voucher
        </Button>
      }
    >
      {vouchers.isSuccess && list.length === 0 ? (
        <Card>
          <CardContent className="text-center text-muted">{ADMIN_MESSAGES.noVouchers}</CardContent>
        </Card>
      ) : (
        <Table caption="Vouchers">
          <thead>
            <tr>
              <Th>Code</Th>
              <Th>Discount</Th>
              <Th>Min Order Value</Th>
              <Th>Expiry Date</Th>
              <Th>Status</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {list.map((voucher) => (
              <VoucherRow
                key={voucher.id}
                voucher={voucher}
                onSwitch={(isActive) => switchVoucher(voucher, isActive)}
                onDelete={() => setDeleting(voucher)}
              />
            ))}
          </tbody>
        </Table>
      )}
      {adding ? <AddVoucherDialog onClose={() => setAdding(false)} /> : null}
      {deleting ? (
        <DeleteVoucherDialog voucher={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </TabSection>
  );
}
