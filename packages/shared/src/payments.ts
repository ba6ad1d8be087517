import './zod-config.js';
import { z } from 'zod';
import { hasWholePaise, MAX_ORDER_SUBTOTAL_RUPEES, rupeesToPaise } from './money.js';
import { PAGE_QUERY_FIELDS, pagedList } from './pagination.js';

/** How an order stands with its money (docs/payments.md). */
export const PAYMENT_STATUSES = ['unpaid', 'part_paid', 'paid', 'refunded'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);

export const PAYMENT_STATUS_LABELS: Record<TPaymentStatus, string> = {
  unpaid: 'Unpaid',
  part_paid: 'Part-paid',
  paid: 'Paid',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_TONES: Record<TPaymentStatus, 'yellow' | 'blue' | 'green' | 'red'> = {
  unpaid: 'yellow',
  part_paid: 'blue',
  paid: 'green',
  refunded: 'red',
};

/** How money moved: what the shop records by hand, and Razorpay's online payments. */
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'razorpay'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
/** The methods staff record by hand (Razorpay's payments arrive by its webhook). */
export const RECORDED_PAYMENT_METHODS = ['cash', 'upi', 'card'] as const;

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  razorpay: 'Online (Razorpay)',
};

/**
 * What a recorded entry is (decision 016): money received, money given back to the customer,
 * or a payment recorded by mistake, reversed.
 */
export type TPaymentKind = 'payment' | 'refund' | 'correction';

export function paymentKindOf(amount: number, correction: boolean): TPaymentKind {
  if (amount > 0) return 'payment';
  return correction ? 'correction' : 'refund';
}

/** A kind's name in the dashboard's list and the payments export. */
export const PAYMENT_KIND_LABELS: Record<TPaymentKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  correction: 'Correction',
};

/** The texts of payments, for the customer's order page, the dashboard and the API's answers. */
export const PAYMENT_MESSAGES = {
  refundNeedsReason: 'A refund needs a reason.',
  correctionNegative: 'Only a negative amount can correct a payment recorded by mistake.',
  amountNotZero: 'Enter an amount other than 0.',
  amountPaise: 'The amount can have at most two decimals (whole paise).',
  overpayment: (due: string) => `This is more than the amount due (${due}).`,
  refundTooLarge: (paid: string) => `A refund cannot be more than the amount paid (${paid}).`,
  cancelledRefundsOnly: 'This order is cancelled: only a refund can be recorded.',
  orderNotFound: 'Order not found.',
  nothingDue: 'Nothing is due on this order.',
  onlineOff: 'Online payment is not available.',
  providerFailed: 'The payment service did not answer. Please try again, or pay by UPI or cash.',
  payByUpi: (amount: string) => `Pay ${amount} by UPI`,
  upiHint: 'On a phone, tap to open your UPI app. On a computer, scan the code with your phone.',
  openUpiApp: 'Open UPI app',
  payOnline: 'Pay online',
  amountDue: (amount: string) => `Amount due: ${amount}`,
  paymentRecorded: 'Payment recorded.',
  refundRecorded: 'Refund recorded.',
  correctionRecorded: 'Correction recorded.',
  refundHint:
    'Money given back to the customer. Only what they were owed back (a cancellation, a lowered total) is asked for again if the order is charged again.',
  forgoneRefundHint:
    'Nothing is owed back now, so this refund is not asked for again (a damaged item, a service not rendered). Refunding a whole order? Cancel it first.',
  correctionHint: 'Reverses a payment recorded by mistake. Its amount is due again.',
  recordFailed: 'Failed to record the payment.',
  noPayments: 'No payments yet.',
  owedBack: (amount: string) => `The customer is owed ${amount} back: refund it to them.`,
  noOutstanding: 'No completed order is waiting for payment.',
} as const;

/** The payment state of an order, in paise, from its total and the sums of its payments. */
export interface PaymentState {
  status: TPaymentStatus;
  paidPaise: number;
  duePaise: number;
  /**
   * What the shop owes the customer back: all that was paid on a cancelled order, and on any
   * other what was paid beyond its total, counting refunds the shop forgoes as paid (a total
   * lowered at intake, a payment link paid twice); never more than is held.
   */
  owedBackPaise: number;
}

/**
 * The one rule of an order's payment state (decisions 016 and 018). `paidPaise` is what the shop
 * holds (payments less refunds and corrections), `refundedPaise` what it gave back in refunds,
 * and `forgonePaise` the part of those refunds it forgoes: a refund beyond what the shop owed
 * back (a damaged shirt, say) is never asked for again, so it counts as covering the charge,
 * while money a refund returned that was owed back (a cancelled order, a lowered total) and a
 * correction (a payment recorded by mistake, reversed) cover nothing. So the amount due is
 * `total − paid − forgone`, and what is owed back on an order not cancelled is what the two
 * cover beyond the total (at most what is held). `refunded` once all that was paid is given back and nothing is due,
 * `paid` when the payments cover the total, `unpaid` when nothing is held, `part_paid` between.
 * A cancelled order owes nothing.
 */
export function paymentStateOf(order: {
  totalPaise: number;
  paidPaise: number;
  refundedPaise: number;
  forgonePaise: number;
  cancelled: boolean;
}): PaymentState {
  const { totalPaise, paidPaise, refundedPaise, forgonePaise, cancelled } = order;
  const coveredPaise = paidPaise + forgonePaise;
  const duePaise = cancelled ? 0 : Math.max(totalPaise - coveredPaise, 0);
  // What is held beyond the charge the forgone refunds leave; never more than is held.
  const owedBackPaise = cancelled
    ? paidPaise
    : Math.min(paidPaise, Math.max(coveredPaise - totalPaise, 0));
  let status: TPaymentStatus;
  if (paidPaise === 0) status = refundedPaise > 0 && duePaise === 0 ? 'refunded' : 'unpaid';
  else status = coveredPaise >= totalPaise ? 'paid' : 'part_paid';
  return { status, paidPaise, duePaise, owedBackPaise };
}

/**
 * The part of a refund of `refundPaise` the shop forgoes (decision 018), from the order's state
 * before it: what it gives back beyond what it owed back. The owed-back part settles that debt
 * only, so it is due again if the order is charged again.
 */
export function forgonePartOf(refundPaise: number, before: PaymentState): number {
  return Math.max(refundPaise - before.owedBackPaise, 0);
}

/** What every order answer carries of its payments, in rupees. */
export const ZOrderPaymentFields = z.object({
  paymentStatus: ZPaymentStatus,
  amountPaid: z.number(),
  /** What is still to pay; 0 once paid, and for a cancelled order. */
  amountDue: z.number(),
});

const ZOptionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${String(max)} characters`)
    .nullish()
    .transform((text) => (text ? text : null));

/**
 * `POST /api/admin/orders/{id}/payments`: a payment received (positive rupees), or money given
 * back (negative, with a reason): a refund, or with `correction` a payment recorded by mistake
 * reversed (decision 016). At most two decimals; never 0.
 */
export const ZRecordPaymentRequest = z
  .object({
    method: z.enum(RECORDED_PAYMENT_METHODS),
    amount: z
      .number()
      .min(-MAX_ORDER_SUBTOTAL_RUPEES)
      .max(MAX_ORDER_SUBTOTAL_RUPEES)
      // Compared in paise, as it is stored: 0.000001 rupees is 0 paise, not a payment.
      .refine((amount) => rupeesToPaise(amount) !== 0, PAYMENT_MESSAGES.amountNotZero)
      .refine(hasWholePaise, PAYMENT_MESSAGES.amountPaise),
    reference: ZOptionalText(100, 'A reference'),
    reason: ZOptionalText(200, 'A reason'),
    correction: z.boolean().default(false),
  })
  .superRefine((payment, context) => {
    if (payment.amount < 0 && !payment.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: PAYMENT_MESSAGES.refundNeedsReason,
      });
    }
    if (payment.amount > 0 && payment.correction) {
      context.addIssue({
        code: 'custom',
        path: ['correction'],
        message: PAYMENT_MESSAGES.correctionNegative,
      });
    }
  });
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;

/**
 * One payment (positive), refund or correction (negative) of an order, in rupees; `correction`
 * marks a negative entry that reverses a payment recorded by mistake.
 */
export const ZPayment = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  amount: z.number(),
  method: ZPaymentMethod,
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  correction: z.boolean(),
  /** The e-mail of whoever recorded it; null for an online payment. */
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** An order's payments, oldest first, with its payment state: `GET …/orders/{id}/payments`. */
export const ZOrderPaymentsResponse = z.object({
  orderId: z.number().int(),
  totalAmount: z.number(),
  ...ZOrderPaymentFields.shape,
  /** What the shop owes the customer back (`owedBackPaise`), in rupees; 0 when nothing. */
  amountToRefund: z.number(),
  payments: z.array(ZPayment),
});
export type TOrderPaymentsResponse = z.infer<typeof ZOrderPaymentsResponse>;

/** `POST …/orders/{id}/payments` → 201: the payment recorded and the order's new state. */
export const ZRecordPaymentResponse = ZOrderPaymentsResponse.extend({ payment: ZPayment });
export type TRecordPaymentResponse = z.infer<typeof ZRecordPaymentResponse>;

/** `GET /api/admin/outstanding?page=&pageSize=`: completed orders with money due. */
export const ZOutstandingQuery = z.object(PAGE_QUERY_FIELDS);
export type TOutstandingQuery = z.infer<typeof ZOutstandingQuery>;

export const ZOutstandingOrder = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
  orderDate: z.string(),
  /** When the order was last changed (its completion, for most). */
  updatedAt: z.string(),
  totalAmount: z.number(),
  ...ZOrderPaymentFields.shape,
});
export type TOutstandingOrder = z.infer<typeof ZOutstandingOrder>;

/** Oldest first. */
export const ZOutstandingPage = pagedList('orders', ZOutstandingOrder);
export type TOutstandingPage = z.infer<typeof ZOutstandingPage>;

/**
 * `GET /api/orders/{id}/payment-options`: how the customer can pay what is due. `upi` when the
 * shop set its UPI id and something is due: the `upi://pay` link and the same as a QR code
 * (SVG); `online` when Razorpay payment links are on.
 */
export const ZPaymentOptions = z.object({
  orderId: z.number().int(),
  amountDue: z.number(),
  upi: z.object({ url: z.string(), qrSvg: z.string() }).nullable(),
  online: z.boolean(),
});
export type TPaymentOptions = z.infer<typeof ZPaymentOptions>;

/** `POST /api/orders/{id}/payment-link`: Razorpay's hosted page for the amount due. */
export const ZPaymentLinkResponse = z.object({ url: z.string() });
export type TPaymentLinkResponse = z.infer<typeof ZPaymentLinkResponse>;
