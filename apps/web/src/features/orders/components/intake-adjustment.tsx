import {
  formatRupees,
  formatShortDate,
  INTAKE_MESSAGES,
  type TOrder,
  type TOrderVersion,
} from '@freshfold/shared';

/** One version of the order: its lines, any discount, and its total. */
function Version({ title, version }: { title: string; version: TOrderVersion }) {
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
        <p className="mt-1 flex justify-between text-emerald-700">
          <span>
            {version.voucher ? `Voucher ${version.voucher}` : 'Referral welcome'} (
            {version.discountPercent}%)
          </span>
          <span className="tabular-nums">−{formatRupees(version.discountAmount)}</span>
        </p>
      ) : null}
      {version.deliveryFee > 0 ? (
        <p className="mt-1 flex justify-between">
          <span>Delivery fee</span>
          <span className="tabular-nums">{formatRupees(version.deliveryFee)}</span>
        </p>
      ) : null}
      {version.pointsRedeemed > 0 ? (
        <p className="mt-1 flex justify-between text-emerald-700">
          <span>Loyalty points ({version.pointsRedeemed})</span>
          <span className="tabular-nums">−{formatRupees(version.pointsRedeemed)}</span>
        </p>
      ) : null}
      <p className="mt-1 flex justify-between border-t border-amber-200 pt-1 font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatRupees(version.totalAmount)}</span>
      </p>
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
