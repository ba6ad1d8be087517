import { MAX_ID } from './common.js';
import './zod-config.js';
import { z } from 'zod';
import { distinctLines, ZCreateOrderLine, type TOrderStatus } from './orders.js';

/**
 * Intake: at the counter the shop counts what actually arrived and replaces the order's lines
 * with it, while the order is pending or picked up. The server prices the new lines as it
 * prices an order (the catalogue, the order's voucher, the referral welcome) and tags every
 * garment.
 */

/**
 * What every garment tag starts with: `FF-0123-03` is garment 3 of order 123. Beside the brand
 * (brand.ts) in spirit, kept here so the storefront's first bundle does not carry it.
 */
export const GARMENT_TAG_PREFIX = 'FF';

/** The statuses in which the shop may still replace an order's lines. */
export const INTAKE_STATUSES: readonly TOrderStatus[] = ['pending', 'pick_up_done'];

/** Whether intake may still change an order in this status. */
export function isIntakeOpen(status: TOrderStatus): boolean {
  return INTAKE_STATUSES.includes(status);
}

/** Why a line of intake is refused when it is neither of its two kinds (or both at once). */
const INTAKE_LINE_SHAPE_MESSAGE =
  'Each line is a catalogue item (itemId) or a line of the order whose item left the catalogue (orderItemId), with its quantity';

/** A line as it arrived, of a catalogue item: as an order's line (`ZCreateOrderLine`). */
const ZIntakeCatalogueLine = ZCreateOrderLine.extend({
  orderItemId: z.never(INTAKE_LINE_SHAPE_MESSAGE).optional(),
});

/**
 * A line as it arrived, of an item the shop deleted from the catalogue since the order was
 * placed (its line's `itemId` is null): named by the order line's `id`, it keeps the price and
 * names it was booked with. Adding a deleted item anew is not possible.
 */
const ZIntakeKeptLine = z.object({
  orderItemId: z.number().int().positive().max(MAX_ID),
  itemId: z.never(INTAKE_LINE_SHAPE_MESSAGE).optional(),
  quantity: ZCreateOrderLine.shape.quantity,
});

/** A line of intake: `{ itemId, quantity }`, or `{ orderItemId, quantity }` for a kept line. */
const ZIntakeLine = z.union([ZIntakeCatalogueLine, ZIntakeKeptLine], {
  error: INTAKE_LINE_SHAPE_MESSAGE,
});

/**
 * `PUT /api/admin/orders/{id}/items` (and its preview, `POST …/items/quote`): the lines as they
 * arrived, each a quantity (1 to 100) of a catalogue item or of a line of the order whose item
 * left the catalogue (`ZIntakeLine`), each item and each such line once, at least one line.
 */
export const ZIntakeItemsRequest = z.object({
  items: distinctLines(ZIntakeLine, (line) =>
    line.orderItemId === undefined
      ? { key: `item ${String(line.itemId)}`, field: 'itemId' }
      : { key: `line ${String(line.orderItemId)}`, field: 'orderItemId' },
  ),
});
export type TIntakeItemsRequest = z.infer<typeof ZIntakeItemsRequest>;

/** Intake's texts, on the dashboard and on the customer's order page, and the server's refusals. */
export const INTAKE_MESSAGES = {
  intakeClosed:
    'Intake is over for this order: its items can change only while it is pending or picked up.',
  noTagsYet: "This order's garments have no tags yet. Save its intake first.",
  invoicedAlready: (invoice: string) =>
    `Invoice ${invoice} has been issued for this order: its items can no longer change.`,
  title: 'Intake',
  hint: 'Count what arrived: change quantities, remove items or add items from the catalogue.',
  addItem: 'Add item',
  service: 'Service',
  item: 'Item',
  chooseItem: 'Choose an item',
  removeLine: (name: string) => `Remove ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  newTotal: 'New total',
  save: 'Save intake',
  saved: 'Intake saved',
  savedDescription: (tags: number) =>
    `${tags} garment ${tags === 1 ? 'tag' : 'tags'} on the order. The customer sees any change.`,
  saveFailed: 'Failed to save the intake.',
  noLines: 'Add at least one item.',
  notADeletedItemLine:
    'This is not a line of the order whose item left the catalogue: send a catalogue item by its itemId.',
  notInCatalogue: 'No longer in the catalogue: kept at its booked price.',
  tags: 'Tags',
  printLabels: 'Print labels',
  labelsFailed: 'Failed to open the labels.',
  adjustedAtIntake: 'Adjusted at intake',
  adjustedExplanation: (at: string) =>
    `On ${at} we counted what we received and updated your order.`,
  booked: 'As booked',
  afterIntake: 'After intake',
} as const;
