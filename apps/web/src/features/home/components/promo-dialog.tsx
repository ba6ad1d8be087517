import { lazy, Suspense, useEffect, useState } from 'react';
import { hasSeenPromo, WELCOME_PROMO } from '../promo';

const loadOffer = () => import('./promo-offer');
const PromoOffer = lazy(() => loadOffer().then((module) => ({ default: module.PromoOffer })));

/**
 * The welcome offer, shown once per browser a moment after a visitor lands on Home. It is
 * mounted by the Home page only, so leaving Home before the delay cancels it. The dialog's
 * code is fetched during the delay, not with the Home page.
 */
export function PromoDialog() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (hasSeenPromo()) return;
    void loadOffer();
    const timer = window.setTimeout(() => setOpen(true), WELCOME_PROMO.delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoOffer onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
