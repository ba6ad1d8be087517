import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRupees,
  SHOP_SETTINGS_MESSAGES,
  type TShopSettings,
  ZShopSettings,
} from '@freshfold/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { submitHandler } from '@/lib/form-submit';
import { adminErrorToast } from '../admin-toast';
import { useAdminShopCharges, useSaveShopCharges } from '../api/shop-charges';

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

function DeliveryFeeForm({ saved }: { saved: TShopSettings }) {
  const form = useForm<TShopSettings>({
    resolver: zodResolver(ZShopSettings),
    reValidateMode: 'onSubmit',
    defaultValues: saved,
  });
  const save = useSaveShopCharges();
  const { errors } = form.formState;
  const onSubmit = submitHandler(form.handleSubmit, (body) =>
    save.mutate(body, {
      onSuccess: (settings) => {
        toast.success(SHOP_SETTINGS_MESSAGES.saved, { description: chargesSummary(settings) });
        form.reset(settings);
      },
      onError: (error) =>
        adminErrorToast('Could not save the delivery fee and minimum order', error),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <p className="text-sm text-muted" role="status">
        {chargesSummary(saved)}
      </p>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField
          label="Delivery fee (₹)"
          error={errors.deliveryFee?.message}
          hint="Charged on every order. 0 for free delivery."
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...form.register('deliveryFee', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          label="Minimum order (₹)"
          error={errors.minimumOrder?.message}
          hint="The items subtotal an order must reach. 0 for no minimum."
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...form.register('minimumOrder', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save Delivery Fee
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings, "Delivery fee and minimum order": both off (₹0) by default. The cart shows them
 * before checkout; a placed order keeps the fee it was charged.
 */
export function DeliveryFeeSettings() {
  const charges = useAdminShopCharges();
  return (
    <TitledCard title="Delivery fee and minimum order">
      {charges.data ? (
        <DeliveryFeeForm
          key={`${String(charges.data.deliveryFee)}:${String(charges.data.minimumOrder)}`}
          saved={charges.data}
        />
      ) : (
        <p role="status" className="text-sm text-muted">
          {charges.isError
            ? 'The delivery fee and minimum order could not be loaded.'
            : 'Loading the delivery fee and minimum order…'}
        </p>
      )}
    </TitledCard>
  );
}
