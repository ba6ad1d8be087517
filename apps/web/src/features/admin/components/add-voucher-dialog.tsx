import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  ADMIN_MESSAGES,
  indianDate,
  NEW_VOUCHER_DEFAULTS,
  type TAddVoucherRequest,
  ZAddVoucherRequest,
} from '@freshfold/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { submitHandler } from '@/lib/form-submit';
import { adminOutcome } from '../admin-toast';
import { useAddVoucher } from '../api/add-voucher';
import { AdminDialog, DialogActions } from './admin-dialog';

/** The dialog's fields as typed, read into the add-voucher contract (its messages shown). */
const ZVoucherForm = z
  .object({
    code: z.string(),
    discount: z.string(),
    minOrderValue: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    active: z.boolean(),
    firstOrderOnly: z.boolean(),
  })
  .transform(({ discount, minOrderValue, active, ...form }): TAddVoucherRequest => ({
    ...form,
    discount: Number(discount),
    minOrderValue: minOrderValue.trim() === '' ? null : Number(minOrderValue),
    status: active ? 'ACTIVE' : 'INACTIVE',
  }))
  .pipe(ZAddVoucherRequest);
type TVoucherFormInput = z.input<typeof ZVoucherForm>;

/** The two switches: whether the voucher is active, and whether it is for first orders only. */
function VoucherSwitches({ control }: { control: VoucherForm['control'] }) {
  return (
    <>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              id="new-voucher-active"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Label htmlFor="new-voucher-active" className="mb-0">
          Active
        </Label>
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <Controller
          control={control}
          name="firstOrderOnly"
          render={({ field }) => (
            <Switch
              id="new-voucher-first-order"
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-describedby="new-voucher-first-order-hint"
            />
          )}
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
    </>
  );
}

/** The spec's defaults: 10 % off, from today for 30 days, active. */
function useVoucherForm() {
  const today = indianDate();
  return useForm<TVoucherFormInput, unknown, z.output<typeof ZVoucherForm>>({
    resolver: zodResolver(ZVoucherForm),
    // Messages stay until the next Create, as the admin reads them against what they typed.
    reValidateMode: 'onSubmit',
    defaultValues: {
      code: '',
      discount: String(NEW_VOUCHER_DEFAULTS.discount),
      minOrderValue: '',
      startDate: today,
      endDate: addDays(today, NEW_VOUCHER_DEFAULTS.validForDays),
      active: true,
      firstOrderOnly: false,
    },
  });
}

type VoucherForm = ReturnType<typeof useVoucherForm>;

/** The code (upper case as typed), discount, minimum and dates, each with its message. */
function VoucherFields({ form }: { form: VoucherForm }) {
  const today = indianDate();
  const { errors } = form.formState;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const codeField = form.register('code');
  return (
    <>
      <FormField label="Voucher Code" error={errors.code?.message} className="sm:col-span-2">
        <Input
          placeholder="e.g. SUMMER10"
          autoCapitalize="characters"
          required
          {...codeField}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            void codeField.onChange(event);
          }}
        />
      </FormField>
      <FormField label="Discount (%)" error={errors.discount?.message}>
        <Input type="number" min={1} max={100} step={1} required {...form.register('discount')} />
      </FormField>
      <FormField
        label="Minimum Order Value (₹)"
        hint={ADMIN_MESSAGES.minOrderHint}
        error={errors.minOrderValue?.message}
      >
        <Input type="number" min={0} step={0.01} {...form.register('minOrderValue')} />
      </FormField>
      <FormField label="Start Date" error={errors.startDate?.message}>
        <Input type="date" min={today} required {...form.register('startDate')} />
      </FormField>
      <FormField label="Expiry Date" error={errors.endDate?.message}>
        <Input type="date" min={startDate || today} required {...form.register('endDate')} />
      </FormField>
    </>
  );
}

/** 'Add Voucher': the code, discount, minimum, dates and the two switches. */
export function AddVoucherDialog({ onClose }: { onClose: () => void }) {
  const form = useVoucherForm();
  const [code, discount, startDate, endDate] = useWatch({
    control: form.control,
    name: ['code', 'discount', 'startDate', 'endDate'],
  });
  const add = useAddVoucher();
  const canSubmit =
    code.trim() !== '' && Number(discount) > 0 && startDate !== '' && endDate !== '';
  const onSubmit = submitHandler(form.handleSubmit, (voucher) =>
    add.mutate(
      { ...voucher, name: voucher.code, description: voucher.code },
      adminOutcome(ADMIN_MESSAGES.voucherAdded, ADMIN_MESSAGES.addVoucherFailed, onClose),
    ),
  );

  return (
    <AdminDialog title="Add Voucher" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <VoucherFields form={form} />
        <VoucherSwitches control={form.control} />
        <DialogActions
          className="sm:col-span-2"
          onCancel={onClose}
          submitLabel="Create Voucher"
          disabled={!canSubmit || add.isPending}
        />
      </form>
    </AdminDialog>
  );
}
