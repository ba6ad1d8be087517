import { DeliveryFeeSettings } from './delivery-fee-settings';
import { ServiceAreaSettings } from './service-area-settings';

/** The shop's settings (admins only): each setting a section of its own. */
export function SettingsTab() {
  return (
    <div className="grid gap-6">
      <DeliveryFeeSettings />
      <ServiceAreaSettings />
    </div>
  );
}
