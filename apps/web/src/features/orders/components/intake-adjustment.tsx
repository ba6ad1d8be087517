import {
  formatRupees,
  formatShortDate,
  INTAKE_MESSAGES,
  type TOrder,
  type TOrderVersion,
} from '@freshfold/shared';
import { chargeLines } from '@/components/quote-charges';
import { cn } from '@/lib/cn';

/** A name and an amount on one line of a version. */
function AmountLine({
  className,
  label,
  amount,
}: {
  className?: string;
  label: string;
  amount: string;
}) {
  return (
    <p className={cn('mt-1 flex justify-between', className)}>
      <span>{label}</span>
      <span className="tabular-nums">{amount}</span>
    </p>
  );
}

/** One version of the order: its lines, any discount, any charges, and its total. */
function Version({ title, version }: { title: string; version: TOrderVersion }) {
  const discountSource = version.voucher ? `Voucher ${version.voucher}` : 'Referral welcome';
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h4>
      <ul className="mt-1 space-y-0.5">
        {version.items.map((item, index) => (
          <li key={`${item.itemId ?? 'gone'}-${index}`} className="flex justify-between gap-3">
            <span>
              {item.name} × {item.quantity}
              <span className="text-xs text-muted"> · {item.serviceName}</span>
            </span>
            <span className="tabular-nums">{formatRupees(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {version.discountPercent > 0 ? (
        <AmountLine
          className="text-emerald-700"
          label={`${discountSource} (${String(version.discountPercent)}%)`}
          amount={`−${formatRupees(version.discountAmount)}`}
        />
      ) : null}
      {chargeLines(version).map((line) => (
        <AmountLine
          key={line.label}
          className={line.credit ? 'text-emerald-700' : undefined}
          label={line.label}
          amount={line.amount}
        />
      ))}
      <AmountLine
        className="border-t border-amber-200 pt-1 font-semibold"
        label="Total"
        amount={formatRupees(version.totalAmount)}
      />
    </div>
  );
}

/**
 * 'Adjusted at intake': the shop counted what it received and changed the order; the order as
 * booked beside the order as it now is. Nothing when the order is as booked.
 */
export function IntakeAdjustment({ order }: { order: TOrder }) {
  const adjustment = order.adjustedAtIntake;
  if (!adjustment) return null;
  return (
    <section
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-ink"
      aria-label={INTAKE_MESSAGES.adjustedAtIntake}
    >
      <h3 className="font-semibold">{INTAKE_MESSAGES.adjustedAtIntake}</h3>
      <p className="text-muted">
        {INTAKE_MESSAGES.adjustedExplanation(formatShortDate(adjustment.at))}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Version title={INTAKE_MESSAGES.booked} version={adjustment.before} />
        <Version title={INTAKE_MESSAGES.afterIntake} version={adjustment.after} />
      </div>
    </section>
  );
}
