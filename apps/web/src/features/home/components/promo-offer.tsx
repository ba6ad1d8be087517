import { formatRupees, MESSAGES } from '@freshfold/shared';
import { Copy, Gift } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDeliveryClaim, type DeliveryClaim } from '@/features/delivery-claims';
import { copyText } from '@/lib/clipboard';
import { markPromoSeen, WELCOME_PROMO } from '../promo';

const DELIVERY_CLAIM: DeliveryClaim = {
  free: 'Free pickup and delivery included.',
  charged: (fee) => `Doorstep pickup and delivery, ${fee} per order.`,
};

/** The welcome offer's dialog, open from its first render; `onClosed` unmounts it. */
export function PromoOffer({ onClosed }: { onClosed: () => void }) {
  const navigate = useNavigate();
  const delivery = useDeliveryClaim(DELIVERY_CLAIM);

  const close = () => {
    markPromoSeen();
    onClosed();
  };

  const orderNow = () => {
    close();
    void navigate('/order');
  };

  const copyAndBrowse = async () => {
    const copied = await copyText(WELCOME_PROMO.code);
    if (copied) toast.success(MESSAGES.promo.codeCopied);
    // Without clipboard access the code is still worth having: show it instead.
    else toast.info(`Your code is ${WELCOME_PROMO.code}`);
    close();
    void navigate('/services');
  };

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
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
          <li>{delivery}</li>
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
