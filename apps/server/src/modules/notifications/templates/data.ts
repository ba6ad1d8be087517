import type { TNotificationKind, TOrderStatus } from '@freshfold/shared';

/**
 * What a message says, by kind: the template data a caller passes to `enqueue`. Kept in the
 * outbox as JSON and rendered at the first delivery attempt, so it holds facts as they were when
 * the event happened (money in paise, dates `YYYY-MM-DD`), never a reference to read later.
 */
export interface OrderSummary {
  /** The order number the customer sees on /orders (shown as `#<id>`). */
  id: number;
  /** The customer's first name, for the greeting. */
  customerName: string;
  items: readonly { serviceName: string; name: string; quantity: number; lineTotalPaise: number }[];
  totalPaise: number;
  pickupDate: string;
  /** The slot as booked, e.g. `6:00 AM - 8:00 AM`. */
  pickupSlot: string;
}

/** A new order as the shop's e-mail shows it: the customer's contact details too. */
export interface ShopOrderSummary extends OrderSummary {
  customerEmail: string;
  customerPhone: string;
  address: string;
  /** The customer's special instructions; absent from messages written before orders had them. */
  notes?: string | null;
}

export interface NotificationDataByKind {
  order_placed: { order: OrderSummary };
  order_rescheduled: {
    order: OrderSummary;
    previousPickupDate: string;
    previousPickupSlot: string;
  };
  /** The shop changed the order's lines or total after weighing or counting. */
  order_adjusted: { order: OrderSummary; previousTotalPaise: number };
  order_status_changed: { order: OrderSummary; status: TOrderStatus };
  /**
   * `pickedUp`: the clothes were at the shop when it was cancelled; `paidPaise`: what had been
   * paid, which the shop refunds. Both absent on messages written before they were told.
   */
  order_cancelled: { order: OrderSummary; pickedUp?: boolean; paidPaise?: number };
  pickup_reminder: { order: OrderSummary };
  /** `resetUrl` is the whole link, `{PUBLIC_URL}/reset-password?token=…`. */
  password_reset: { name: string; resetUrl: string; validForMinutes: number };
  /** To the shop (`SHOP_EMAIL`); enqueue it with `replyTo` the sender's address. */
  contact_message: {
    name: string;
    email: string;
    phone: string | null;
    /** The subject the sender gave, when any. */
    subject?: string | null;
    message: string;
  };
  contact_acknowledgement: { name: string; message: string };
  shop_new_order: { order: ShopOrderSummary };
  payment_received: { order: OrderSummary; amountPaise: number; method: string };
  /** The shop closed the order's pickup date after it was booked (modules/closures). */
  pickup_date_closed: { order: OrderSummary; reason: string };
  /** The shop closed the date it had planned the order's delivery on (modules/closures). */
  delivery_date_closed: { order: OrderSummary; delivery: PlannedDelivery; reason: string };
  /**
   * The shop opened again a date it had told the customer it was closed on; what of the order
   * is still planned on it stands: the pickup as booked (`pickup`), the delivery (`delivery`).
   */
  closed_date_reopened: {
    order: OrderSummary;
    date: string;
    pickup: boolean;
    delivery: PlannedDelivery | null;
  };
  /** The shop set or changed the date (and slot) it will deliver the order on. */
  delivery_planned: { order: OrderSummary; delivery: PlannedDelivery };
}

/** A delivery as the shop planned it: the date, and the slot (null when none was set). */
export interface PlannedDelivery {
  date: string;
  /** The slot, e.g. `7:00 PM - 9:00 PM`. */
  slot: string | null;
}

/** A kind with its data: `{ kind: 'order_placed', order }`. */
export type NotificationData = {
  [K in TNotificationKind]: { kind: K } & NotificationDataByKind[K];
}[TNotificationKind];
