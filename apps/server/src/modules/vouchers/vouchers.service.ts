import {
  checkVoucher,
  indianDate,
  MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type TVoucherCheckResponse,
  type VoucherCheck,
  type VoucherTerms,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { camelFields } from '../../lib/row-fields.js';
import { customerHasOrderedBefore } from '../orders/orders.service.js';
import { selectVoucherByCode, type VoucherRow } from './vouchers.repository.js';

/** A voucher as the order's pricing step reads it. */
export type { VoucherRow };

/** Codes are typed by people: surrounding spaces and letter case do not matter. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

function termsOf(row: VoucherRow): VoucherTerms {
  return {
    ...camelFields(row, [
      'code',
      'discount_percent',
      'min_order_paise',
      'start_date',
      'expiry_date',
    ]),
    isActive: row.is_active === 1,
    firstOrderOnly: row.first_order_only === 1,
  };
}

/**
 * The voucher a placed order was booked with, as re-pricing that order (intake) judges it: by
 * its booking, not by what the shop or the customer did since. It gives the percentage it was
 * booked at; it was valid on the day the order was placed and its first-order condition was met
 * then, so neither is checked again (switched off, deleted or made again since, or an order
 * placed before this one reopened since, it still applies). Only its minimum is checked, against
 * the new subtotal: its row's while a voucher of its code exists, none once it is deleted (the
 * minimum went with the row).
 */
function termsAsBooked(
  code: string,
  row: VoucherRow | undefined,
  bookedPercent: number,
  placedOn: string,
): VoucherTerms {
  return {
    code: row?.code ?? code,
    discountPercent: bookedPercent,
    minOrderPaise: row?.min_order_paise ?? null,
    startDate: placedOn,
    expiryDate: placedOn,
    isActive: true,
    firstOrderOnly: false,
  };
}

/** The status that goes with each refusal: an unusable code is "not found", the rest bad input. */
/** True when the voucher of this code (as it is now) is for a customer's first order only. */
export async function isFirstOrderVoucher(db: Db, code: string): Promise<boolean> {
  return (await selectVoucherByCode(db, normaliseVoucherCode(code)))?.first_order_only === 1;
}

export function refusalError(check: Extract<VoucherCheck, { ok: false }>, field: string) {
  return new HttpError(check.reason === 'invalid' ? 404 : 400, check.message, field);
}

/**
 * Looks a code up and applies the voucher rule. `userId` is null for a guest: a first-order
 * voucher is then accepted here and checked again when the order is placed. When re-pricing a
 * placed order (intake), `placed.bookedPercent` is the percentage the order was booked at with
 * this voucher, and the voucher is judged by its booking (`termsAsBooked`, `now` being the day
 * the order was placed); the row answered then carries that percentage, so the quote states the
 * voucher as the order holds it.
 */
export async function evaluateVoucher(
  db: Db,
  rawCode: string,
  subtotalPaise: number,
  userId: number | null,
  now: Date = new Date(),
  placed: { bookedPercent?: number } = {},
): Promise<{ row: VoucherRow | undefined; check: VoucherCheck }> {
  const code = normaliseVoucherCode(rawCode);
  const row = code ? await selectVoucherByCode(db, code) : undefined;
  const today = indianDate(now);
  if (placed.bookedPercent !== undefined) {
    const terms = termsAsBooked(code, row, placed.bookedPercent, today);
    return {
      row: row && { ...row, discount_percent: placed.bookedPercent },
      check: checkVoucher({ voucher: terms, subtotalPaise, today }),
    };
  }
  const hasOrderedBefore =
    row?.first_order_only === 1 && userId !== null
      ? await customerHasOrderedBefore(db, userId)
      : undefined;
  const check = checkVoucher({
    voucher: row ? termsOf(row) : null,
    subtotalPaise,
    today,
    hasOrderedBefore,
  });
  return { row, check };
}

/** `POST /api/vouchers/validate`: the voucher in the cart's shape, or the spec's refusal. */
export async function validateVoucher(
  db: Kysely<Database>,
  code: string,
  subtotalRupees: number,
  userId: number | null,
): Promise<TVoucherCheckResponse> {
  const { row, check } = await evaluateVoucher(db, code, rupeesToPaise(subtotalRupees), userId);
  if (!check.ok) throw refusalError(check, check.reason === 'min_order' ? 'subtotal' : 'code');
  // The rule already refuses an unknown code; this only narrows the type.
  if (!row) throw notFound(MESSAGES.cart.invalidVoucher);
  return {
    code: row.code,
    discount: row.discount_percent,
    min_order_value: row.min_order_paise === null ? null : paiseToRupees(row.min_order_paise),
    expiry_date: row.expiry_date,
    is_active: true,
    first_order_only: row.first_order_only === 1,
  };
}
