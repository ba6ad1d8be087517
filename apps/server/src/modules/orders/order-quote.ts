import {
  chargedTotalPaise,
  chooseDiscount,
  maxPointsFor,
  minimumOrderShortfallPaise,
  PAISE_PER_POINT,
  redeemablePoints,
  SHOP_SETTINGS_MESSAGES,
  MAX_ORDER_SUBTOTAL_PAISE,
  paiseToRupees,
  REFERRAL_DISCOUNT_PERCENT,
  totalsFor,
  type ChosenDiscount,
  type TOrderQuoteResponse,
  type Totals,
  type VoucherCheck,
  API_MESSAGES,
} from '@freshfold/shared';
import type { Db } from '../../db/tables.js';
import { badRequest } from '../../lib/http-error.js';
import type { VoucherRow } from '../vouchers/vouchers.service.js';
import { evaluateVoucher, normaliseVoucherCode } from '../vouchers/vouchers.service.js';
import { catalogueItemsByIds, type CatalogueItem } from '../catalogue/catalogue.service.js';
import { shopChargesOf, type ShopCharges } from '../settings/shop-settings.service.js';

/** What the price of an order depends on, besides the catalogue and the vouchers. */
export interface PricingCustomer {
  /** The signed-in customer (a first-order voucher checks their orders), or null for a guest. */
  userId: number | null;
  /**
   * Whether this order gets the referral welcome (a referred customer's first order; when
   * re-pricing a placed order, as it was booked).
   */
  referralWelcome: boolean;
  /**
   * The percentage a placed order was booked at with its voucher, when re-pricing it (intake):
   * that voucher is then judged by its booking (`evaluateVoucher`).
   */
  bookedVoucherPercent?: number;
  /**
   * The customer's loyalty points balance, for points asked for at checkout (read under their
   * row lock when an order is placed); absent for a guest, or when the points are fixed already.
   */
  pointsBalance?: number;
}

/**
 * What an order is charged beyond its lines and discount: the shop's delivery fee and minimum
 * order (read from the settings when not given), and, for an order already placed (intake), the
 * points it spent, kept as they are.
 */
export interface PricingCharges extends ShopCharges {
  redeemedPoints?: number;
}

/** The fee, the minimum and the points of a priced order (paise), and the charged total. */
export interface PricedCharges {
  deliveryFeePaise: number;
  minimumOrderPaise: number;
  /** How far the items subtotal is below the minimum; 0 when it is met. */
  shortfallPaise: number;
  pointsRedeemedPaise: number;
  /** The customer's balance and the most points this order may spend; null without a balance. */
  points: { balance: number; maxRedeemable: number } | null;
  /** Why the points asked for are refused (none are applied then); null when they are fine. */
  pointsRefusal: string | null;
  /** After the discount, plus the fee, less the points: `total_paise` of the order. */
  chargedPaise: number;
}

/**
 * The item a line is priced at: a catalogue item, or (intake) the snapshot a line of the order
 * keeps of an item the shop deleted since, its `id` null.
 */
export type PricedItem = Omit<CatalogueItem, 'id'> & { id: number | null };

export interface PricedLine {
  item: PricedItem;
  quantity: number;
  totalPaise: number;
  /** The order's line this one keeps, for an item no longer in the catalogue (intake). */
  orderItemId?: number;
}

/** A line of a catalogue item, as every line of an order being placed is. */
export interface CatalogueLine extends PricedLine {
  item: CatalogueItem;
}

/** Whether the line is of a catalogue item (not a deleted item's line kept at intake). */
export function isCatalogueLine(line: PricedLine): line is CatalogueLine {
  return line.item.id !== null;
}

/** A priced order; its lines are the catalogue's unless intake kept a deleted item's line. */
export interface PricedOrder<Line extends PricedLine = CatalogueLine> {
  lines: Line[];
  /** The code that was sent (trimmed, upper case) and the voucher rule's verdict on it. */
  voucherCheck: { code: string; row: VoucherRow | undefined; check: VoucherCheck } | null;
  /**
   * The voucher that gives the discount, or null (none sent, refused, or the welcome is larger);
   * its id is null for a voucher deleted since the order was booked with it (intake).
   */
  appliedVoucher: { id: number | null; code: string; percent: number } | null;
  chosen: ChosenDiscount;
  totals: Totals;
  charges: PricedCharges;
}

/**
 * Prices an order: every line from the catalogue, the voucher checked by the voucher rule, the
 * referral welcome, the larger of the two (they never stack) and the totals rounded to the
 * paisa. The one pricing step of the shop: `createOrder` places what this computes, and the
 * quote the cart and checkout show is this too, so the three figures cannot differ.
 * An unknown item or a subtotal above the ceiling of one order is a 400; a refused voucher is
 * reported in `voucherCheck` (an order refuses it, a quote shows why). `catalogueItems` are the
 * lines' catalogue items when the caller read them already (placing an order reads them with
 * its locks).
 */
export async function priceOrder(
  db: Db,
  order: {
    items: readonly { itemId: number; quantity: number }[];
    voucher?: string | null;
    pointsToRedeem?: number;
  },
  customer: PricingCustomer,
  now: Date,
  catalogueItems?: readonly CatalogueItem[],
  shopCharges?: PricingCharges,
): Promise<PricedOrder> {
  const catalogue = new Map(
    (
      catalogueItems ??
      (await catalogueItemsByIds(
        db,
        order.items.map((line) => line.itemId),
      ))
    ).map((item) => [item.id, item]),
  );
  const lines = order.items.map((line, index) => catalogueLineOf(catalogue, line, index));
  return priceLines(db, lines, order, customer, now, shopCharges);
}

/** A line of a catalogue item at the item's price; 400 (on `items.{index}.itemId`) when unknown. */
export function catalogueLineOf(
  catalogue: ReadonlyMap<number, CatalogueItem>,
  line: { itemId: number; quantity: number },
  index: number,
): CatalogueLine {
  const item = catalogue.get(line.itemId);
  if (!item) throw badRequest(API_MESSAGES.order.itemNotFound, `items.${index}.itemId`);
  return { item, quantity: line.quantity, totalPaise: item.price_paise * line.quantity };
}

/**
 * `priceOrder`'s step after the lines: the lines' prices decided (from the catalogue, or at
 * intake as the order booked them), everything else. Intake re-prices a placed order with it.
 */
export async function priceLines<Line extends PricedLine>(
  db: Db,
  lines: Line[],
  order: { voucher?: string | null; pointsToRedeem?: number },
  customer: PricingCustomer,
  now: Date,
  shopCharges?: PricingCharges,
): Promise<PricedOrder<Line>> {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.totalPaise, 0);
  // The documented ceiling: whatever prices the catalogue holds, every amount derived from an
  // order stays an integer of paise that the database and JavaScript hold exactly.
  if (subtotalPaise > MAX_ORDER_SUBTOTAL_PAISE) {
    throw badRequest(API_MESSAGES.order.orderTooLarge, 'items');
  }

  let voucherCheck: PricedOrder<Line>['voucherCheck'] = null;
  if (order.voucher && order.voucher.trim()) {
    const { row, check } = await evaluateVoucher(
      db,
      order.voucher,
      subtotalPaise,
      customer.userId,
      now,
      { bookedPercent: customer.bookedVoucherPercent },
    );
    voucherCheck = { code: normaliseVoucherCode(order.voucher), row, check };
  }
  // Only a booked voucher deleted since is accepted without its row (`evaluateVoucher`).
  const accepted = voucherCheck?.check.ok
    ? {
        id: voucherCheck.row?.id ?? null,
        code: voucherCheck.row?.code ?? voucherCheck.code,
        percent: voucherCheck.check.discountPercent,
      }
    : null;

  const chosen = chooseDiscount(
    accepted?.percent ?? 0,
    customer.referralWelcome ? REFERRAL_DISCOUNT_PERCENT : 0,
  );
  const totals = totalsFor(subtotalPaise, chosen.discountPercent);
  return {
    lines,
    voucherCheck,
    appliedVoucher: chosen.source === 'voucher' ? accepted : null,
    chosen,
    totals,
    charges: chargesOf(
      totals,
      shopCharges ?? (await shopChargesOf(db)),
      order.pointsToRedeem ?? 0,
      customer.pointsBalance,
    ),
  };
}

/**
 * The fee, the minimum and the points on top of the totals (decisions: "Money"). Points asked
 * for pay at most half the total after discount (before the fee), in whole points, and never
 * more than the balance; asked for beyond either limit they are refused, with the limit named.
 */
function chargesOf(
  totals: Totals,
  shop: PricingCharges,
  pointsAsked: number,
  balance: number | undefined,
): PricedCharges {
  const afterDiscountPaise = totals.totalPaise;
  const maxByHalf = maxPointsFor(afterDiscountPaise);
  let pointsRefusal: string | null = null;
  let points = shop.redeemedPoints ?? 0;
  if (shop.redeemedPoints === undefined && pointsAsked > 0) {
    if (pointsAsked > maxByHalf) pointsRefusal = SHOP_SETTINGS_MESSAGES.pointsOverHalf(maxByHalf);
    else if (pointsAsked > (balance ?? 0)) {
      pointsRefusal = SHOP_SETTINGS_MESSAGES.pointsOverBalance(balance ?? 0);
    } else points = pointsAsked;
  }
  const pointsRedeemedPaise = points * PAISE_PER_POINT;
  return {
    deliveryFeePaise: shop.deliveryFeePaise,
    minimumOrderPaise: shop.minimumOrderPaise,
    shortfallPaise: minimumOrderShortfallPaise(totals.subtotalPaise, shop.minimumOrderPaise),
    pointsRedeemedPaise,
    points:
      balance === undefined
        ? null
        : { balance, maxRedeemable: redeemablePoints(afterDiscountPaise, balance) },
    pointsRefusal,
    chargedPaise: chargedTotalPaise({
      afterDiscountPaise,
      deliveryFeePaise: shop.deliveryFeePaise,
      pointsRedeemedPaise,
    }),
  };
}

/** The message an order below the shop's minimum is refused with; null when it is met. */
export function minimumOrderRefusalOf(priced: PricedOrder<PricedLine>): string | null {
  const { shortfallPaise, minimumOrderPaise } = priced.charges;
  if (shortfallPaise === 0) return null;
  return SHOP_SETTINGS_MESSAGES.minimumNotMet(
    paiseToRupees(minimumOrderPaise),
    paiseToRupees(shortfallPaise),
  );
}

/** The message an order refuses a voucher with, or null when the voucher sent is fine. */
export function voucherRefusalOf(priced: PricedOrder<PricedLine>): string | null {
  const verdict = priced.voucherCheck;
  if (!verdict) return null;
  return verdict.check.ok ? null : verdict.check.message;
}

/** A priced order as `POST /api/orders/quote` answers it (money in rupees). */
export function toQuote(priced: PricedOrder<PricedLine>): TOrderQuoteResponse {
  const { totals, voucherCheck, charges } = priced;
  const refusal = voucherRefusalOf(priced);
  const minimumRefusal = minimumOrderRefusalOf(priced);
  // An unusable code tells nothing about the voucher behind it (inactive, expired or unknown).
  const terms =
    voucherCheck?.row && (voucherCheck.check.ok || voucherCheck.check.reason !== 'invalid')
      ? voucherCheck.row
      : null;
  return {
    lines: priced.lines.map((line) => ({
      itemId: line.item.id,
      serviceName: line.item.service_name,
      name: line.item.name,
      price: paiseToRupees(line.item.price_paise),
      quantity: line.quantity,
      lineTotal: paiseToRupees(line.totalPaise),
    })),
    subtotal: paiseToRupees(totals.subtotalPaise),
    discountPercent: totals.discountPercent,
    discountAmount: paiseToRupees(totals.discountPaise),
    discountSource: priced.chosen.source,
    voucher: priced.appliedVoucher?.code ?? null,
    deliveryFee: paiseToRupees(charges.deliveryFeePaise),
    pointsRedeemed: paiseToRupees(charges.pointsRedeemedPaise),
    totalAmount: paiseToRupees(charges.chargedPaise),
    voucherCheck: voucherCheck
      ? {
          code: voucherCheck.code,
          accepted: refusal === null,
          refusal: voucherCheck.check.ok ? null : voucherCheck.check.reason,
          discountPercent: terms?.discount_percent ?? null,
          minOrderValue:
            typeof terms?.min_order_paise === 'number'
              ? paiseToRupees(terms.min_order_paise)
              : null,
        }
      : null,
    ...(refusal === null ? {} : { voucherMessage: refusal }),
    minimumOrder: paiseToRupees(charges.minimumOrderPaise),
    minimumOrderMet: minimumRefusal === null,
    ...(minimumRefusal === null ? {} : { minimumOrderMessage: minimumRefusal }),
    points: charges.points,
    ...(charges.pointsRefusal === null ? {} : { pointsMessage: charges.pointsRefusal }),
  };
}
