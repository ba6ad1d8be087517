import {
  formatRupees,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  type TOrder,
} from '@freshfold/shared';
import { Badge } from '@/components/ui/badge';

/** An order's status badge, then the total it was charged: what a folded order shows. */
export function OrderStatusTotal({ order }: { order: TOrder }) {
  return (
    <>
      <Badge tone={ORDER_STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
      <span className="font-semibold tabular-nums text-ink">{formatRupees(order.totalAmount)}</span>
    </>
  );
}
