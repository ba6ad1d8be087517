import {
  addDays,
  ADMIN_MESSAGES,
  formatRupees,
  formatShortDate,
  indianDate,
  NEW_VOUCHER_DEFAULTS,
  type TAdminVoucher,
  ZAddVoucherRequest,
} from '@freshfold/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { adminErrorToast } from '../admin-toast';
import { useAddVoucher } from '../api/add-voucher';
import { useDeleteVoucher } from '../api/delete-voucher';
import { useAdminVouchers } from '../api/get-vouchers';
import { useToggleVoucher } from '../api/toggle-voucher';

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

function AddVoucherDialog({ onClose }: { onClose: () => void }) {
  const today = indianDate();
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState(String(NEW_VOUCHER_DEFAULTS.discount));
  const [minOrder, setMinOrder] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, NEW_VOUCHER_DEFAULTS.validForDays));
  const [active, setActive] = useState(true);
  const [firstOrderOnly, setFirstOrderOnly] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddVoucher();
  const canSubmit =
    code.trim() !== '' && Number(discount) > 0 && startDate !== '' && endDate !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZAddVoucherRequest.safeParse({
      code,
      discount: Number(discount),
      minOrderValue: minOrder.trim() === '' ? null : Number(minOrder),
      startDate,
      endDate,
      status: active ? 'ACTIVE' : 'INACTIVE',
      firstOrderOnly,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(
      { ...parsed.data, name: parsed.data.code, description: parsed.data.code },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.voucherAdded);
          onClose();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.addVoucherFailed, error),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Add Voucher">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label="Voucher Code" error={errors.code} className="sm:col-span-2">
            <Input
              placeholder="e.g. SUMMER10"
              value={code}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              autoCapitalize="characters"
              required
            />
          </FormField>
          <FormField label="Discount (%)" error={errors.discount}>
            <Input
              type="number"
              min={1}
              max={100}
              step={1}
              value={discount}
              onChange={(event) => setDiscount(event.target.value)}
              required
            />
          </FormField>
          <FormField
            label="Minimum Order Value (₹)"
            hint={ADMIN_MESSAGES.minOrderHint}
            error={errors.minOrderValue}
          >
            <Input
              type="number"
              min={0}
              step={0.01}
              value={minOrder}
              onChange={(event) => setMinOrder(event.target.value)}
            />
          </FormField>
          <FormField label="Start Date" error={errors.startDate}>
            <Input
              type="date"
              min={today}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              required
            />
          </FormField>
          <FormField label="Expiry Date" error={errors.endDate}>
            <Input
              type="date"
              min={startDate || today}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              required
            />
          </FormField>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Switch id="new-voucher-active" checked={active} onCheckedChange={setActive} />
            <Label htmlFor="new-voucher-active" className="mb-0">
              Active
            </Label>
          </div>
          <div className="flex items-start gap-3 sm:col-span-2">
            <Switch
              id="new-voucher-first-order"
              checked={firstOrderOnly}
              onCheckedChange={setFirstOrderOnly}
              aria-describedby="new-voucher-first-order-hint"
            />
            <div>
              <Label htmlFor="new-voucher-first-order" className="mb-0">
                {ADMIN_MESSAGES.firstOrderOnly}
              </Label>
              <p id="new-voucher-first-order-hint" className="text-sm text-muted">
                {ADMIN_MESSAGES.firstOrderOnlyHint}
              </p>
            </div>
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit || add.isPending}>
              Create Voucher
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
