import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRupees,
  SHOP_SETTINGS_MESSAGES,
  type TShopSettings,
  ZShopSettings,
} from '@freshfold/shared';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { submitHandler } from '@/lib/form-submit';
import { useAdminShopCharges, useSaveShopCharges } from '../api/shop-charges';
import { SettingsForm, SettingsSection, settingsOutcome } from './settings-section';

/** What the saved settings mean for a customer, in one sentence. */
function chargesSummary({ deliveryFee, minimumOrder }: TShopSettings): string {
  const fee =
    deliveryFee > 0 ? `Every order pays ${formatRupees(deliveryFee)} delivery` : 'Delivery is free';
  const minimum =
    minimumOrder > 0
      ? `orders of less than ${formatRupees(minimumOrder)} (items subtotal) are refused`
      : 'there is no minimum order';
  return `${fee}; ${minimum}.`;
}

/** An amount in rupees, ₹0 or more, to the paisa. */
function RupeeField({
  label,
  error,
  hint,
  registration,
}: {
  label: string;
  error: string | undefined;
  hint: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <Input type="number" inputMode="decimal" min={0} step="0.01" {...registration} />
    </FormField>
  );
}

function DeliveryFeeForm({ saved }: { saved: TShopSettings }) {
  const form = useForm<TShopSettings>({
    resolver: zodResolver(ZShopSettings),
    reValidateMode: 'onSubmit',
    defaultValues: saved,
  });
  const save = useSaveShopCharges();
  const { errors } = form.formState;
  const onSubmit = submitHandler(form.handleSubmit, (body) =>
    save.mutate(
      body,
      settingsOutcome(
        {
          saved: SHOP_SETTINGS_MESSAGES.saved,
          failed: 'Could not save the delivery fee and minimum order',
        },
        chargesSummary,
        (settings) => form.reset(settings),
      ),
    ),
  );
  return (
    <SettingsForm
      summary={chargesSummary(saved)}
      onSubmit={onSubmit}
      submitLabel="Save Delivery Fee"
      pending={save.isPending}
    >
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <RupeeField
          label="Delivery fee (₹)"
          error={errors.deliveryFee?.message}
          hint="Charged on every order. 0 for free delivery."
          registration={form.register('deliveryFee', { valueAsNumber: true })}
        />
        <RupeeField
          label="Minimum order (₹)"
          error={errors.minimumOrder?.message}
          hint="The items subtotal an order must reach. 0 for no minimum."
          registration={form.register('minimumOrder', { valueAsNumber: true })}
        />
      </div>
    </SettingsForm>
  );
}

/**
 * Settings, "Delivery fee and minimum order": both off (₹0) by default. The cart shows them
 * before checkout; a placed order keeps the fee it was charged.
 */
export function DeliveryFeeSettings() {
  const charges = useAdminShopCharges();
  return (
    <SettingsSection
      title="Delivery fee and minimum order"
      query={charges}
      loading="Loading the delivery fee and minimum order…"
      loadFailed="The delivery fee and minimum order could not be loaded."
    >
      {(saved) => (
        <DeliveryFeeForm
          key={`${String(saved.deliveryFee)}:${String(saved.minimumOrder)}`}
          saved={saved}
        />
      )}
    </SettingsSection>
  );
}
