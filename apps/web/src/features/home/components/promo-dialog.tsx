import { formatRupees, MESSAGES } from '@freshfold/shared';
import { Copy, Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { hasSeenPromo, markPromoSeen, WELCOME_PROMO } from '../promo';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The welcome offer, shown once per browser a moment after a visitor lands on Home. It is
 * mounted by the Home page only, so leaving Home before the delay cancels it.
 */
export function PromoDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (hasSeenPromo()) return;
    const timer = window.setTimeout(() => setOpen(true), WELCOME_PROMO.delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    markPromoSeen();
    setOpen(false);
  };

  const orderNow = () => {
    close();
    navigate('/order');
  };

  const copyAndBrowse = async () => {
    const copied = await copyToClipboard(WELCOME_PROMO.code);
    if (copied) toast.success(MESSAGES.promo.codeCopied);
    // Without clipboard access the code is still worth having: show it instead.
    else toast.info(`Your code is ${WELCOME_PROMO.code}`);
    close();
    navigate('/services');
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent
        title={`Welcome! ${WELCOME_PROMO.discountPercent}% off your first order`}
        description="New to FreshFold? Let us take care of your first bag of clothes for less."
      >
        <div className="rounded-xl border-2 border-dashed border-accent-400 bg-accent-100 p-5 text-center">
          <Gift className="mx-auto h-8 w-8 text-accent-700" aria-hidden="true" />
          <p className="mt-2 text-sm font-medium text-brand-900">Use voucher code</p>
          <p className="mt-1 font-mono text-3xl font-bold tracking-widest text-brand-900">
            {WELCOME_PROMO.code}
          </p>
          <p className="mt-2 text-sm text-brand-900">
            {WELCOME_PROMO.discountPercent}% off your first order
          </p>
        </div>
        <ul className="mt-4 space-y-1 text-sm text-muted">
          <li>For new customers only, on their first order.</li>
          <li>Minimum order value {formatRupees(WELCOME_PROMO.minOrderRupees)}.</li>
          <li>Free pickup and delivery included.</li>
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="primary" size="lg" className="h-auto! min-h-12 py-2" onClick={orderNow}>
            Order Now &amp; Save {WELCOME_PROMO.discountPercent}%
          </Button>
          <Button
            variant="outline"
            size="lg"
            className="h-auto! min-h-12 py-2"
            onClick={() => void copyAndBrowse()}
          >
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copy Code &amp; Browse Services
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
