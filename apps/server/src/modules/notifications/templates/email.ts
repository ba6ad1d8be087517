import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactElement } from 'react';
import { BRAND, formatAddress, formatLongDate } from '@freshfold/shared';
import type { OrderSummary } from './data.js';
import { money } from './templates.js';

/** What every e-mail shows, filled by the kind's template (templates.ts). */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  order: OrderSummary | null;
  action: { label: string; url: string };
  /** A customer's e-mail: where pickup reminders and status updates are turned off. */
  unsubscribeUrl: string | null;
}

const styles = {
  body: {
    backgroundColor: '#f4f6f8',
    fontFamily: 'Helvetica, Arial, sans-serif',
    color: '#1f2937',
  },
  container: {
    backgroundColor: '#ffffff',
    margin: '24px auto',
    padding: '24px',
    maxWidth: '560px',
  },
  brand: { fontSize: '20px', fontWeight: 700, color: '#0f766e', margin: '0 0 16px' },
  heading: { fontSize: '18px', margin: '0 0 12px' },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  cell: { fontSize: '14px', padding: '4px 0' },
  right: { fontSize: '14px', padding: '4px 0', textAlign: 'right' as const },
  total: { fontSize: '15px', fontWeight: 700, padding: '8px 0 0' },
  button: {
    backgroundColor: '#0f766e',
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: '6px',
    fontSize: '15px',
    textDecoration: 'none',
  },
  footer: { fontSize: '12px', color: '#6b7280', lineHeight: '18px', margin: '0' },
};

function orderDetails(order: OrderSummary): ReactElement {
  const line = (left: string, right: string, key: string, style = styles.cell) =>
    h(Row, {
      key,
      children: [
        h(Column, { key: 'left', style }, left),
        h(Column, { key: 'right', style: { ...style, textAlign: 'right' } }, right),
      ],
    });
  return h(
    Section,
    null,
    h(Text, { style: styles.text }, `Order #${String(order.id)}`),
    h(
      Text,
      { style: styles.text },
      `Pickup: ${formatLongDate(order.pickupDate)}, ${order.pickupSlot}`,
    ),
    ...order.items.map((item, index) =>
      line(
        `${String(item.quantity)} × ${item.name} (${item.serviceName})`,
        money(item.lineTotalPaise),
        `item-${String(index)}`,
      ),
    ),
    line('Total', money(order.totalPaise), 'total', styles.total),
  );
}

/** The one e-mail layout: the brand, the greeting and paragraphs, the order, a button, the shop. */
export function MessageEmail(content: EmailContent): ReactElement {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, content.paragraphs[0] ?? content.subject),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, BRAND.name),
        h(Heading, { as: 'h1', style: styles.heading }, content.subject),
        h(Text, { style: styles.text }, content.greeting),
        ...content.paragraphs.map((paragraph, index) =>
          h(Text, { key: `p-${String(index)}`, style: styles.text }, paragraph),
        ),
        content.order ? orderDetails(content.order) : null,
        h(
          Section,
          { style: { margin: '20px 0' } },
          h(Button, { href: content.action.url, style: styles.button }, content.action.label),
        ),
        h(Text, { style: styles.text }, `${content.action.label}: ${content.action.url}`),
        h(Hr, null),
        h(Text, { style: styles.footer }, `${BRAND.name} · ${formatAddress()}`),
        h(Text, { style: styles.footer }, `${BRAND.phone} · ${BRAND.email}`),
        content.unsubscribeUrl
          ? h(
              Text,
              { style: styles.footer },
              'No more pickup reminders and status updates by e-mail? ',
              h(Link, { href: content.unsubscribeUrl, style: styles.footer }, 'Unsubscribe'),
              ` (${content.unsubscribeUrl})`,
            )
          : null,
      ),
    ),
  );
}
