import {
  BRAND,
  formatLongDate,
  formatRupees,
  ORDER_STATUS_LABELS,
  paiseToRupees,
  type TNotificationKind,
} from '@freshfold/shared';
import type { NotificationDataByKind, OrderSummary, PlannedDelivery } from './data.js';

/** What a template needs besides its data. */
export interface TemplateContext {
  /** The base of links (`PUBLIC_URL`), without a trailing slash. */
  publicUrl: string;
  /** An e-mail to a customer: the link that turns their non-essential e-mails off. */
  unsubscribeUrl?: string | null;
}

/**
 * One template per kind, the single source of every channel's wording: the e-mail's subject,
 * paragraphs, order details and button (rendered to HTML and plain text by email.ts), the short
 * text of an SMS, and the parameters of the WhatsApp template of the same name.
 */
export interface Template<K extends TNotificationKind> {
  subject(data: NotificationDataByKind[K]): string;
  greeting(data: NotificationDataByKind[K]): string;
  paragraphs(data: NotificationDataByKind[K]): string[];
  /** The order whose lines, total and pickup the e-mail shows, if any. */
  order?(data: NotificationDataByKind[K]): OrderSummary;
  action(data: NotificationDataByKind[K], context: TemplateContext): { label: string; url: string };
  /** The SMS text: one or two segments, the link last. */
  short(data: NotificationDataByKind[K], context: TemplateContext): string;
  /** The WhatsApp template's body parameters ({{1}}, {{2}}, …), in order. */
  whatsapp(data: NotificationDataByKind[K]): string[];
}

export const money = (paise: number) => formatRupees(paiseToRupees(paise));
const pickup = (order: OrderSummary) => `${formatLongDate(order.pickupDate)}, ${order.pickupSlot}`;
const ref = (order: OrderSummary) => `#${String(order.id)}`;
const planned = (delivery: PlannedDelivery) =>
  delivery.slot
    ? `${formatLongDate(delivery.date)}, ${delivery.slot}`
    : formatLongDate(delivery.date);
const ordersLink = (context: TemplateContext) => ({
  label: 'See your orders',
  url: `${context.publicUrl}/orders`,
});
const hello = ({ order }: { order: OrderSummary }) => `Hello ${order.customerName},`;

/** What a cancellation means for the customer: their clothes, if picked up, and their money. */
function cancellationSentence(pickedUp: boolean, paidPaise: number): string {
  if (!pickedUp && paidPaise <= 0) return 'Nothing will be collected and you will not be charged.';
  const charge =
    paidPaise > 0
      ? `The ${money(paidPaise)} you paid will be refunded to you`
      : 'You will not be charged';
  return pickedUp
    ? `${charge}, and we will contact you to return your clothes.`
    : `Nothing will be collected. ${charge}.`;
}
const orderParameters = ({ order }: { order: OrderSummary }) => [
  order.customerName,
  ref(order),
  pickup(order),
  money(order.totalPaise),
];

const STATUS_SENTENCES: Record<NotificationDataByKind['order_status_changed']['status'], string> = {
  pending: 'is booked and waiting for pickup',
  pick_up_done: 'has been picked up and is on its way to our shop',
  processing: 'is being cleaned',
  ready: 'is clean and ready',
  completed: 'is complete. Thank you for choosing us',
  cancelled: 'has been cancelled',
};

export const TEMPLATES: { [K in TNotificationKind]: Template<K> } = {
  order_placed: {
    subject: ({ order }) => `${BRAND.name} order ${ref(order)} is booked`,
    greeting: hello,
    paragraphs: ({ order }) => [
      `Thank you for your order ${ref(order)}. We will pick it up on ${pickup(order)}.`,
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order }, context) =>
      `${BRAND.name}: order ${ref(order)} booked, pickup ${pickup(order)}, total ${money(order.totalPaise)}. ${context.publicUrl}/orders`,
    whatsapp: orderParameters,
  },
  order_rescheduled: {
    subject: ({ order }) => `${BRAND.name} order ${ref(order)}: new pickup time`,
    greeting: hello,
    paragraphs: ({ order, previousPickupDate, previousPickupSlot }) => [
      `The pickup of your order ${ref(order)} has moved from ${formatLongDate(previousPickupDate)}, ${previousPickupSlot} to ${pickup(order)}.`,
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order }, context) =>
      `${BRAND.name}: order ${ref(order)} will now be picked up ${pickup(order)}. ${context.publicUrl}/orders`,
    whatsapp: orderParameters,
  },
  order_adjusted: {
    subject: ({ order }) => `${BRAND.name} order ${ref(order)} was updated`,
    greeting: hello,
    paragraphs: ({ order, previousTotalPaise }) => [
      `We have updated your order ${ref(order)} after checking your clothes. Its total is now ${money(order.totalPaise)} (it was ${money(previousTotalPaise)}).`,
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order }, context) =>
      `${BRAND.name}: order ${ref(order)} updated, total now ${money(order.totalPaise)}. ${context.publicUrl}/orders`,
    whatsapp: orderParameters,
  },
  order_status_changed: {
    subject: ({ order, status }) =>
      `${BRAND.name} order ${ref(order)}: ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
    greeting: hello,
    paragraphs: ({ order, status }) => [`Your order ${ref(order)} ${STATUS_SENTENCES[status]}.`],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order, status }, context) =>
      `${BRAND.name}: order ${ref(order)} ${STATUS_SENTENCES[status]}. ${context.publicUrl}/orders`,
    whatsapp: ({ order, status }) => [order.customerName, ref(order), ORDER_STATUS_LABELS[status]],
  },
  order_cancelled: {
    subject: ({ order }) => `${BRAND.name} order ${ref(order)} is cancelled`,
    greeting: hello,
    paragraphs: ({ order, pickedUp = false, paidPaise = 0 }) => [
      `Your order ${ref(order)}, to be picked up on ${pickup(order)}, is cancelled.`,
      cancellationSentence(pickedUp, paidPaise),
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order }, context) =>
      `${BRAND.name}: order ${ref(order)} is cancelled. ${context.publicUrl}/orders`,
    whatsapp: orderParameters,
  },
  pickup_reminder: {
    subject: ({ order }) => `${BRAND.name} order ${ref(order)}: pickup tomorrow`,
    greeting: hello,
    paragraphs: ({ order }) => [
      `A reminder: we will pick up your order ${ref(order)} on ${pickup(order)}. Please keep the clothes ready.`,
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order }, context) =>
      `${BRAND.name}: pickup of order ${ref(order)} is ${pickup(order)}. ${context.publicUrl}/orders`,
    whatsapp: orderParameters,
  },
  password_reset: {
    subject: () => `Reset your ${BRAND.name} password`,
    greeting: ({ name }) => `Hello ${name},`,
    paragraphs: ({ validForMinutes }) => [
      `Someone asked to reset the password of your ${BRAND.name} account. The link below works once, for ${String(validForMinutes)} minutes.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    action: ({ resetUrl }) => ({ label: 'Choose a new password', url: resetUrl }),
    short: ({ resetUrl, validForMinutes }) =>
      `${BRAND.name}: reset your password within ${String(validForMinutes)} minutes: ${resetUrl}`,
    whatsapp: ({ name, resetUrl }) => [name, resetUrl],
  },
  contact_message: {
    subject: ({ name, subject }) =>
      subject ? `Contact form: ${subject} (from ${name})` : `Contact form: message from ${name}`,
    greeting: () => 'Hello,',
    paragraphs: ({ name, email, phone, subject, message }) => [
      `${name} (${email}${phone ? `, ${phone}` : ''}) wrote through the contact form${subject ? ` about "${subject}"` : ''}:`,
      message,
      'Reply to this e-mail to answer them.',
    ],
    action: (_, context) => ({ label: 'Open the dashboard', url: `${context.publicUrl}/admin` }),
    short: ({ name, email }) => `${BRAND.name}: contact message from ${name} (${email})`,
    whatsapp: ({ name, email }) => [name, email],
  },
  // Sent to whatever address the form was given: it repeats nothing the sender wrote (name,
  // subject, message), so nobody can send their own text from the shop's address to someone
  // else's inbox.
  contact_acknowledgement: {
    subject: () => `We received your message - ${BRAND.name}`,
    greeting: () => 'Hello,',
    paragraphs: () => [
      'Thank you for writing to us. We will answer within one working day, by e-mail or by phone.',
      'If you did not write to us, someone gave your address by mistake: you need do nothing.',
    ],
    action: (_, context) => ({ label: `Visit ${BRAND.name}`, url: context.publicUrl }),
    short: () => `${BRAND.name}: thank you, we received your message.`,
    whatsapp: () => ['there'],
  },
  shop_new_order: {
    subject: ({ order }) => `New order ${ref(order)}: pickup ${pickup(order)}`,
    greeting: () => 'Hello,',
    paragraphs: ({ order }) => [
      `${order.customerName} (${order.customerEmail}, ${order.customerPhone}) placed order ${ref(order)} for pickup on ${pickup(order)} at ${order.address}.`,
      ...(order.notes ? [`Special instructions: ${order.notes}`] : []),
    ],
    order: ({ order }) => order,
    action: (_, context) => ({ label: 'Open the dashboard', url: `${context.publicUrl}/admin` }),
    short: ({ order }) =>
      `${BRAND.name}: new order ${ref(order)}, pickup ${pickup(order)}, ${money(order.totalPaise)}`,
    whatsapp: ({ order }) => [ref(order), pickup(order), money(order.totalPaise)],
  },
  payment_received: {
    subject: ({ order }) => `${BRAND.name} order ${ref(order)}: payment received`,
    greeting: hello,
    paragraphs: ({ order, amountPaise, method }) => [
      `We received your payment of ${money(amountPaise)} (${method}) for order ${ref(order)}. Thank you.`,
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order, amountPaise }, context) =>
      `${BRAND.name}: payment of ${money(amountPaise)} received for order ${ref(order)}. ${context.publicUrl}/orders`,
    whatsapp: ({ order, amountPaise }) => [order.customerName, ref(order), money(amountPaise)],
  },
  pickup_date_closed: {
    subject: ({ order }) => `${BRAND.name} order ${ref(order)}: we are closed on your pickup date`,
    greeting: hello,
    paragraphs: ({ order, reason }) => [
      `We are sorry: the shop is closed on ${formatLongDate(order.pickupDate)} (${reason}), the day we were to pick up your order ${ref(order)}.`,
      'We will contact you to move your pickup to another day. You can also choose a new date and time on your orders page.',
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order, reason }, context) =>
      `${BRAND.name}: we are closed on ${formatLongDate(order.pickupDate)} (${reason}). We will contact you to move the pickup of order ${ref(order)}. ${context.publicUrl}/orders`,
    whatsapp: ({ order, reason }) => [
      order.customerName,
      ref(order),
      formatLongDate(order.pickupDate),
      reason,
    ],
  },
  delivery_date_closed: {
    subject: ({ order }) =>
      `${BRAND.name} order ${ref(order)}: we are closed on your delivery date`,
    greeting: hello,
    paragraphs: ({ order, delivery, reason }) => [
      `We are sorry: the shop is closed on ${formatLongDate(delivery.date)} (${reason}), the day we planned to deliver your order ${ref(order)}.`,
      'We will contact you to agree another day for the delivery.',
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order, delivery, reason }, context) =>
      `${BRAND.name}: we are closed on ${formatLongDate(delivery.date)} (${reason}). We will contact you to move the delivery of order ${ref(order)}. ${context.publicUrl}/orders`,
    whatsapp: ({ order, delivery, reason }) => [
      order.customerName,
      ref(order),
      formatLongDate(delivery.date),
      reason,
    ],
  },
  closed_date_reopened: {
    subject: ({ order, date }) =>
      `${BRAND.name} order ${ref(order)}: we are open on ${formatLongDate(date)} after all`,
    greeting: hello,
    paragraphs: ({ order, date, pickup: pickupStands, delivery }) => [
      `Good news: the shop is open on ${formatLongDate(date)} after all.`,
      ...(pickupStands
        ? [`The pickup of your order ${ref(order)} stands as booked: ${pickup(order)}.`]
        : []),
      ...(delivery
        ? [`The delivery of your order ${ref(order)} stands as planned: ${planned(delivery)}.`]
        : []),
      'You do not need to do anything.',
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order, date, pickup: pickupStands }, context) =>
      `${BRAND.name}: good news, we are open on ${formatLongDate(date)} after all. The ${pickupStands ? 'pickup' : 'delivery'} of order ${ref(order)} stands. ${context.publicUrl}/orders`,
    whatsapp: ({ order, date }) => [order.customerName, ref(order), formatLongDate(date)],
  },
  delivery_planned: {
    subject: ({ order, delivery }) =>
      `${BRAND.name} order ${ref(order)}: delivery on ${formatLongDate(delivery.date)}`,
    greeting: hello,
    paragraphs: ({ order, delivery }) => [
      `We will deliver your order ${ref(order)} on ${planned(delivery)}.`,
      `If that time does not suit you, call us on ${BRAND.phone} and we will find another.`,
    ],
    order: ({ order }) => order,
    action: (_, context) => ordersLink(context),
    short: ({ order, delivery }, context) =>
      `${BRAND.name}: we will deliver order ${ref(order)} on ${planned(delivery)}. ${context.publicUrl}/orders`,
    whatsapp: ({ order, delivery }) => [order.customerName, ref(order), planned(delivery)],
  },
};
