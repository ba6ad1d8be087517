import {
  formatRupees,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
  type TOrder,
} from '@freshfold/shared';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSignedInUserId } from '@/lib/session';
import { useCreatePaymentLink, usePaymentOptions } from '../api/payment-options';

/** Pay by UPI (the link on a phone, its QR code on a computer) and online when Razorpay is on. */
function PayBox({ order }: { order: TOrder }) {
  const userId = useSignedInUserId();
  const options = usePaymentOptions(userId, order.id);
  const link = useCreatePaymentLink();
  const data = options.data;
  if (!data || (!data.upi && !data.online)) return null;
  const amount = formatRupees(data.amountDue);
  return (
    <div className="rounded-md border border-line p-4">
      {data.upi ? (
        <>
          <h3 className="font-semibold text-ink">{PAYMENT_MESSAGES.payByUpi(amount)}</h3>
          <p className="mt-1 text-sm text-muted">{PAYMENT_MESSAGES.upiHint}</p>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <a className={buttonClasses('primary', 'md')} href={data.upi.url}>
              {PAYMENT_MESSAGES.openUpiApp}
            </a>
            <img
              className="hidden h-40 w-40 sm:block"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.upi.qrSvg)}`}
              alt={`UPI QR code to pay ${amount} for order ${order.id}`}
            />
          </div>
        </>
      ) : null}
      {data.online ? (
        <div className="mt-3">
          <Button
            variant="outline"
            disabled={link.isPending}
            onClick={() =>
              link.mutate(order.id, {
                onSuccess: (url) => window.location.assign(url),
              })
            }
          >
            {PAYMENT_MESSAGES.payOnline}
          </Button>
          {link.error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {link.error instanceof ApiError
                ? link.error.message
                : PAYMENT_MESSAGES.providerFailed}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The order's payment: its state, what is due, and how to pay it while something is (the options
 * are read when the card opens).
 */
export function OrderPayment({ order }: { order: TOrder }) {
  const due = order.amountDue > 0 && order.status !== 'cancelled';
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Payment</span>
        <Badge tone={PAYMENT_STATUS_TONES[order.paymentStatus]}>
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}
        </Badge>
        {order.amountPaid > 0 ? <span>Paid {formatRupees(order.amountPaid)}</span> : null}
        {due ? (
          <span className="font-semibold">
            {PAYMENT_MESSAGES.amountDue(formatRupees(order.amountDue))}
          </span>
        ) : null}
      </p>
      {due ? <PayBox order={order} /> : null}
    </div>
  );
}
