import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRupees,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_KIND_LABELS,
  paymentKindOf,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
  RECORDED_PAYMENT_METHODS,
  type TOrderPaymentsResponse,
  type TPayment,
  type TRecordPaymentRequest,
  ZRecordPaymentRequest,
} from '@freshfold/shared';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormInput } from '@/components/form-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/input';
import { submitHandler } from '@/lib/form-submit';
import { mutateEach } from '@/lib/mutate-each';
import { adminErrorToast } from '../admin-toast';
import { useOrderPayments, useRecordPayment } from '../api/payments';
import { formatMessageTime } from '../message-labels';
import { LabelledOptions } from './select-options';

/** What staff record: money received, given back, or a payment recorded by mistake reversed. */
const ENTRY_KINDS = {
  payment: { label: 'Payment received', button: 'Record payment', hint: undefined },
  refund: {
    label: 'Refund to the customer',
    button: 'Refund',
    hint: PAYMENT_MESSAGES.refundHint,
  },
  correction: {
    label: 'Correction of a mistaken entry',
    button: 'Record correction',
    hint: PAYMENT_MESSAGES.correctionHint,
  },
} as const;

const RECORDED_TOASTS = {
  payment: PAYMENT_MESSAGES.paymentRecorded,
  refund: PAYMENT_MESSAGES.refundRecorded,
  correction: PAYMENT_MESSAGES.correctionRecorded,
} as const;

/**
 * The form as typed: a payment, refund or correction of a positive amount, read into the
 * contract (money given back is negative, with a reason).
 */
const ZPaymentForm = z
  .object({
    kind: z.enum(['payment', 'refund', 'correction']),
    method: z.enum(RECORDED_PAYMENT_METHODS),
    amount: z.string().trim().min(1, PAYMENT_MESSAGES.amountNotZero),
    reference: z.string(),
    reason: z.string(),
  })
  .transform((form): z.input<typeof ZRecordPaymentRequest> => ({
    method: form.method,
    amount: (form.kind === 'payment' ? 1 : -1) * Number(form.amount),
    reference: form.reference,
    reason: form.kind === 'payment' ? null : form.reason,
    correction: form.kind === 'correction',
  }))
  .pipe(ZRecordPaymentRequest);

type PaymentFormInput = z.input<typeof ZPaymentForm>;

/**
 * A fresh form: a refund of what the shop owes the customer back (paid on a cancelled order, or
 * beyond the total), else a cash payment of what is due (blank when nothing is).
 */
function newPayment(state: TOrderPaymentsResponse): PaymentFormInput {
  const refund = state.amountToRefund > 0;
  const amount = refund ? state.amountToRefund : state.amountDue;
  return {
    kind: refund ? 'refund' : 'payment',
    method: 'cash',
    amount: amount > 0 ? String(amount) : '',
    reference: '',
    reason: '',
  };
}

function PaymentLine({ payment }: { payment: TPayment }) {
  const givenBack = payment.amount < 0;
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 py-1 text-sm">
      <span className={givenBack ? 'font-medium text-red-700' : 'font-medium'}>
        {givenBack ? '−' : ''}
        {formatRupees(Math.abs(payment.amount))}
      </span>
      {givenBack ? (
        <span>{PAYMENT_KIND_LABELS[paymentKindOf(payment.amount, payment.correction)]}</span>
      ) : null}
      <span>{PAYMENT_METHOD_LABELS[payment.method]}</span>
      {payment.reference ? <span className="text-muted">Ref. {payment.reference}</span> : null}
      {payment.reason ? <span className="text-muted">“{payment.reason}”</span> : null}
      <span className="text-xs text-muted">
        {formatMessageTime(payment.createdAt)}
        {payment.recordedBy ? ` · ${payment.recordedBy}` : ''}
      </span>
    </li>
  );
}

/**
 * 'Record payment' / 'Refund' / 'Record correction': method, amount and reference, and a reason
 * for money given back.
 */
function RecordPaymentForm({ state }: { state: TOrderPaymentsResponse }) {
  const form = useForm<PaymentFormInput, unknown, TRecordPaymentRequest>({
    resolver: zodResolver(ZPaymentForm),
    // Follows the order's state (a total changed at intake, a status change), keeping what staff
    // have typed.
    values: newPayment(state),
    resetOptions: { keepDirtyValues: true },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  // A refund when nothing is owed back is forgone whole (decision 018): staff are told so before
  // refunding an order they meant to cancel.
  const hint =
    kind === 'refund' && state.amountToRefund === 0
      ? PAYMENT_MESSAGES.forgoneRefundHint
      : ENTRY_KINDS[kind].hint;
  const record = useRecordPayment();
  // The recorded entry makes the panel start a new form (see OrderPayments), unmounting this
  // one: the outcome is told through the call's own promise (`mutateEach`), which settles
  // whatever became of the form, where `mutate`'s callbacks would be dropped with it.
  const onSubmit = submitHandler(form.handleSubmit, (body) => {
    mutateEach(
      record,
      { orderId: state.orderId, body },
      {
        onSuccess: () => toast.success(RECORDED_TOASTS[kind]),
        onError: (error) => adminErrorToast(PAYMENT_MESSAGES.recordFailed, error),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
      <FormField label="Record" hint={hint}>
        <NativeSelect {...form.register('kind')}>
          {Object.entries(ENTRY_KINDS).map(([value, entry]) => (
            <option key={value} value={value}>
              {entry.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Method">
        <NativeSelect {...form.register('method')}>
          <LabelledOptions values={RECORDED_PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
        </NativeSelect>
      </FormField>
      <FormInput
        form={form}
        name="amount"
        label="Amount (₹)"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
      />
      <FormInput
        form={form}
        name="reference"
        label="Reference"
        hint="UPI or card reference"
        maxLength={100}
      />
      {kind === 'payment' ? null : (
        <FormInput
          form={form}
          name="reason"
          label="Reason"
          className="sm:col-span-2"
          maxLength={200}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={record.isPending}>
          {ENTRY_KINDS[kind].button}
        </Button>
      </div>
    </form>
  );
}

/** The order's payments: its state, paid and due, every payment and refund, and the form. */
export function OrderPayments({ orderId }: { orderId: number }) {
  const payments = useOrderPayments(orderId);
  const state = payments.data;
  return (
    <section aria-labelledby={`payments-${orderId}`} className="mt-4">
      <h3
        id={`payments-${orderId}`}
        className="flex items-center gap-2 text-sm font-semibold text-ink"
      >
        Payments
        {state ? (
          <Badge tone={PAYMENT_STATUS_TONES[state.paymentStatus]}>
            {PAYMENT_STATUS_LABELS[state.paymentStatus]}
          </Badge>
        ) : null}
      </h3>
      {state ? (
        <>
          <p className="mt-1 text-sm">
            Paid <strong>{formatRupees(state.amountPaid)}</strong> · Due{' '}
            <strong>{formatRupees(state.amountDue)}</strong>
          </p>
          {state.amountToRefund > 0 ? (
            <p role="status" className="mt-1 text-sm font-medium text-amber-800">
              {PAYMENT_MESSAGES.owedBack(formatRupees(state.amountToRefund))}
            </p>
          ) : null}
          {state.payments.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{PAYMENT_MESSAGES.noPayments}</p>
          ) : (
            <ul className="mt-1 divide-y divide-line">
              {state.payments.map((payment) => (
                <PaymentLine key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
          {/* A new form for each entry recorded (by anyone): what was typed for the last one is
              gone, so a second click cannot record it twice; a change of the total alone keeps
              what staff are typing. */}
          <RecordPaymentForm key={state.payments.length} state={state} />
        </>
      ) : null}
    </section>
  );
}
