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
import { FormInput } from '@/components/form-input';
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

/** One of the voucher's on/off choices, its label beside it (and a hint under that). */
function VoucherSwitch({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: VoucherForm['control'];
  name: 'active' | 'firstOrderOnly';
  id: string;
  label: string;
  hint?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const text = (
    <Label htmlFor={id} className="mb-0">
      {label}
    </Label>
  );
  return (
    <div className={`flex ${hint ? 'items-start' : 'items-center'} gap-3 sm:col-span-2`}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            aria-describedby={hintId}
          />
        )}
      />
      {hint ? (
        <div>
          {text}
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
        </div>
      ) : (
        text
      )}
    </div>
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
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const codeField = form.register('code');
  return (
    <>
      <FormField
        label="Voucher Code"
        error={form.formState.errors.code?.message}
        className="sm:col-span-2"
      >
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
      <FormInput
        form={form}
        name="discount"
        label="Discount (%)"
        type="number"
        min={1}
        max={100}
        step={1}
        required
      />
      <FormInput
        form={form}
        name="minOrderValue"
        label="Minimum Order Value (₹)"
        hint={ADMIN_MESSAGES.minOrderHint}
        type="number"
        min={0}
        step={0.01}
      />
      <FormInput form={form} name="startDate" label="Start Date" type="date" min={today} required />
      <FormInput
        form={form}
        name="endDate"
        label="Expiry Date"
        type="date"
        min={startDate || today}
        required
      />
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
        <VoucherSwitch
          control={form.control}
          name="active"
          id="new-voucher-active"
          label="Active"
        />
        <VoucherSwitch
          control={form.control}
          name="firstOrderOnly"
          id="new-voucher-first-order"
          label={ADMIN_MESSAGES.firstOrderOnly}
          hint={ADMIN_MESSAGES.firstOrderOnlyHint}
        />
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
