import {
  ADMIN_MESSAGES,
  formatRupees,
  formatShortDate,
  indianDate,
  type TAdminVoucher,
} from '@freshfold/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { adminErrorToast } from '../admin-toast';
import { useDeleteVoucher } from '../api/delete-voucher';
import { useAdminVouchers } from '../api/get-vouchers';
import { useToggleVoucher } from '../api/toggle-voucher';
import { AddVoucherDialog } from './add-voucher-dialog';

export function VouchersTab() {
  const vouchers = useAdminVouchers();
  const toggle = useToggleVoucher();
  const remove = useDeleteVoucher();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TAdminVoucher | null>(null);
  const today = indianDate();
  const list = vouchers.data ?? [];

  function switchVoucher(voucher: TAdminVoucher, isActive: boolean) {
    toggle.mutate(
      { code: voucher.code, isActive },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.voucherUpdated),
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateVoucherFailed, error),
      },
    );
  }

  return (
    <section aria-labelledby="vouchers-heading">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="vouchers-heading" className="text-xl font-semibold text-ink">
          Vouchers
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Voucher
        </Button>
      </div>
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
            {list.map((voucher) => {
              const switchId = `voucher-${voucher.id}-active`;
              return (
                <Tr key={voucher.id}>
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
                    <div className="flex items-center gap-2">
                      <Switch
                        id={switchId}
                        checked={voucher.isActive}
                        aria-label={`${voucher.code} active`}
                        onCheckedChange={(checked) => switchVoucher(voucher, checked)}
                      />
                      <label htmlFor={switchId} className="text-sm">
                        {voucher.isActive ? 'Active' : 'Inactive'}
                      </label>
                    </div>
                  </Td>
                  <Td>
                    <div className="flex items-center gap-2">
                      {voucher.endDate < today ? (
                        <Badge tone="red">{ADMIN_MESSAGES.expired}</Badge>
                      ) : null}
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Delete voucher ${voucher.code}`}
                        onClick={() => setDeleting(voucher)}
                      >
                        <Trash2 className="h-4 w-4 text-danger" aria-hidden="true" />
                      </Button>
                    </div>
                  </Td>
                </Tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {adding ? <AddVoucherDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete voucher?"
        description={`${deleting?.code ?? ''} will no longer be accepted. Orders that used it keep their discount.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.code, {
            onSuccess: () => {
              toast.success(ADMIN_MESSAGES.voucherDeleted);
              setDeleting(null);
            },
            onError: (error) => adminErrorToast(ADMIN_MESSAGES.deleteVoucherFailed, error),
          });
        }}
      />
    </section>
  );
}
