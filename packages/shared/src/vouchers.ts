import './zod-config.js';
import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { hasWholePaise } from './money.js';

export const VOUCHER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ZVoucherStatus = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(VOUCHER_STATUSES),
);
export type TVoucherStatus = (typeof VOUCHER_STATUSES)[number];

/**
 * The dates the shop's forms and queries take: from 2000 to 2099. A year such as 9999 is a typo,
 * and the day after 9999-12-31 has no `YYYY-MM-DD` form (calendar arithmetic on it never ends).
 */
export const DATE_LIMITS = { earliest: '2000-01-01', latest: '2099-12-31' } as const;

/** A calendar date `YYYY-MM-DD` that exists, within {@link DATE_LIMITS}. */
export const ZIsoDate = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .trim()
  .refine(isIsoDate, { message: 'Enter a date as YYYY-MM-DD.', abort: true })
  .refine(
    (date) => date >= DATE_LIMITS.earliest && date <= DATE_LIMITS.latest,
    'Enter a date from 2000 to 2099.',
  );

/** A voucher code: trimmed and upper-cased, letters, digits, `-` and `_`. */
export const ZVoucherCode = z
  .string({ error: 'Enter a voucher code.' })
  .trim()
  .toUpperCase()
  .min(1, 'Enter a voucher code.')
  .max(32, 'A voucher code has at most 32 characters.')
  .regex(/^[A-Z0-9_-]+$/, 'A voucher code has only letters, digits, - and _.');

/** A voucher as the admin sees it. Money in rupees; `minOrderValue` null means no minimum. */
export const ZAdminVoucher = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount: z.number().int(),
  minOrderValue: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  isActive: z.boolean(),
  firstOrderOnly: z.boolean(),
});
export type TAdminVoucher = z.infer<typeof ZAdminVoucher>;

/** `GET /api/admin/getAllVouchers`, newest first. */
export const ZAdminVouchersResponse = z.array(ZAdminVoucher);

/**
 * `POST /api/admin/addVoucher`, the spec's payload: `{code, discount, endDate, status,
 * minOrderValue, name, description, startDate}`. Name and description default to the code.
 */
export const ZAddVoucherRequest = z
  .object({
    code: ZVoucherCode,
    discount: z
      .number({ error: 'The discount must be a whole number from 1 to 100.' })
      .int('The discount must be a whole number from 1 to 100.')
      .min(1, 'The discount must be a whole number from 1 to 100.')
      .max(100, 'The discount must be a whole number from 1 to 100.'),
    minOrderValue: z
      .number({ error: 'The minimum order value must be a number of at least 0.' })
      .min(0, 'The minimum order value must be a number of at least 0.')
      .max(10_000_000, 'The minimum order value is too large.')
      .refine(hasWholePaise, 'The minimum order value has at most two decimals.')
      .nullable()
      .optional(),
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    status: ZVoucherStatus.default('ACTIVE'),
    name: z.string().trim().max(100).optional(),
    description: z.string().trim().max(500).optional(),
    firstOrderOnly: z.boolean().default(false),
  })
  .refine((voucher) => voucher.endDate >= voucher.startDate, {
    message: 'The expiry date cannot be before the start date.',
    path: ['endDate'],
  });
export type TAddVoucherRequest = z.input<typeof ZAddVoucherRequest>;

/**
 * `POST /api/admin/toggleVoucher`: the code and the new state, as `isActive` (or the spec's
 * `is_active`, or `status`).
 */
export const ZToggleVoucherRequest = z
  .object({
    code: ZVoucherCode,
    isActive: z.boolean().optional(),
    is_active: z.boolean().optional(),
    status: ZVoucherStatus.optional(),
  })
  .refine((body) => body.isActive !== undefined || body.is_active !== undefined || body.status, {
    message: 'Send the new state as isActive.',
    path: ['isActive'],
  });
export type TToggleVoucherRequest = z.input<typeof ZToggleVoucherRequest>;

/** Defaults of the Add Voucher dialog (spec section 4): 10 %, today to +30 days, active. */
export const NEW_VOUCHER_DEFAULTS = { discount: 10, validForDays: 30, status: 'ACTIVE' } as const;

/** The parsed (server-side) forms of the voucher requests. */
export type TAddVoucher = z.output<typeof ZAddVoucherRequest>;
export type TToggleVoucher = z.output<typeof ZToggleVoucherRequest>;
