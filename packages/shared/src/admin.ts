import { MAX_ID, ZIdParam } from './common.js';
import './zod-config.js';
import { z } from 'zod';
import { ZNewPassword, ZUserProfile, ZUserRole } from './auth.js';
import { OPTIONAL_DATE_RANGE_FIELDS } from './date-range.js';
import { ZPickupAddress } from './board.js';
import { MESSAGES } from './messages.js';
import { hasWholePaise, MAX_ITEM_PRICE_RUPEES } from './money.js';
import { ORDER_STATUSES, ZOrder, ZOrderStatusInput } from './orders.js';
import { PAGE_QUERY_FIELDS, pagedList } from './pagination.js';
import { PASSWORD_MAX_LENGTH } from './rules/password.js';
import { ZPinCodeOrEmpty } from './service-area.js';
import { ZService } from './services.js';
import { ZIsoDate } from './vouchers.js';

// ---------------------------------------------------------------------------------------------
// Users

/** A customer or admin as the admin dashboard lists them, with their loyalty points. */
export const ZAdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZUserRole,
  ...ZUserProfile.shape,
  loyaltyPoints: z.number().int(),
  /** When the account was created (ISO-8601 UTC); null when unknown. */
  createdDate: z.string().nullable(),
  /** A disabled account cannot log in, and its sessions have ended. */
  disabled: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** `GET /api/admin/getAllUsers?q=&page=&pageSize=`: `q` matches name, email or phone. */
export const ZAdminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  ...PAGE_QUERY_FIELDS,
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUsersPage = pagedList('users', ZAdminUser);
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

const required = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`);

/**
 * `POST /api/admin/updateUser/{id}`: the profile fields an admin may change. Never the email
 * or the password; the role only when sent, and never away from the last admin.
 */
export const ZAdminUpdateUserRequest = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number'),
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  state: z.string().trim().max(100),
  zipCode: ZPinCodeOrEmpty,
  role: ZUserRole.optional(),
});
export type TAdminUpdateUserRequest = z.input<typeof ZAdminUpdateUserRequest>;

/**
 * `PATCH /api/admin/users/{id}/status`: disable an account (it cannot log in, and every session
 * of it ends at once) or enable it again. An admin cannot disable their own account.
 */
export const ZAdminUserStatusRequest = z.object({ disabled: z.boolean() });
export type TAdminUserStatusRequest = z.input<typeof ZAdminUserStatusRequest>;

/**
 * `PUT /api/admin/users/{id}/password`: the shop sets a new password for a customer who lost
 * theirs (the forgot-password page sends no e-mail). Every session of the account ends. For the
 * admin's own account `currentPassword` is required and checked, as on the profile's form, so a
 * session left open cannot take the account over.
 */
export const ZAdminSetPasswordRequest = z.object({
  newPassword: ZNewPassword,
  currentPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH, MESSAGES.account.currentPasswordWrong)
    .optional(),
});
export type TAdminSetPasswordRequest = z.input<typeof ZAdminSetPasswordRequest>;

// ---------------------------------------------------------------------------------------------
// Orders

/** An order in the admin list: the shared order shape plus who placed it. */
export const ZAdminOrder = ZOrder.extend({
  userName: z.string(),
  email: z.string(),
  /**
   * Where and whom the shop picks up from: the customer's phone and address (an order is
   * picked up at its customer's address), beside the order's map `location`.
   */
  phone: z.string(),
  address: ZPickupAddress,
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

/**
 * `GET /api/admin/getAllOrders?status=&from=&to=&q=&page=&pageSize=`, newest first. `from` and
 * `to` are Indian dates (inclusive) of placing; `q` matches the customer's name or email, the
 * order id, or a garment's tag code (`FF-0123-03`).
 */
export const ZAdminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  ...OPTIONAL_DATE_RANGE_FIELDS,
  q: z.string().trim().max(100).optional(),
  ...PAGE_QUERY_FIELDS,
});
export type TAdminOrdersQuery = z.input<typeof ZAdminOrdersQuery>;

export const ZAdminOrdersPage = pagedList('orders', ZAdminOrder);
export type TAdminOrdersPage = z.infer<typeof ZAdminOrdersPage>;

/** The spec sends the delivery slot as an object with an id or as a plain id. */
const ZSlotReference = z.union([
  ZIdParam,
  z.object({ id: ZIdParam }),
  z.object({ slotId: ZIdParam }),
]);

/**
 * `POST /api/admin/updateOrder/{id}`: `{status}` for a status change, or the full edit with
 * `deliveryDate` and `deliverySlotId` (or `deliverySlot`). Money and the customer never change
 * here: `totalAmount`, `userId` and the like are ignored.
 */
export const ZAdminUpdateOrderRequest = z.object({
  status: ZOrderStatusInput.optional(),
  deliveryDate: ZIsoDate.nullable().optional(),
  deliverySlotId: z.number().int().positive().max(MAX_ID).nullable().optional(),
  deliverySlot: ZSlotReference.nullable().optional(),
});
export type TAdminUpdateOrderRequest = z.input<typeof ZAdminUpdateOrderRequest>;

// ---------------------------------------------------------------------------------------------
// Services and items

const ZServiceName = required('Service name');
const ZServiceDescription = z
  .string({ error: 'Description is required.' })
  .trim()
  .min(1, 'Description is required.')
  .max(1000, 'Description is too long.');

/** `POST /api/admin/createService` and `POST /api/admin/updateService/{id}`. */
export const ZServiceRequest = z.object({
  name: ZServiceName,
  description: ZServiceDescription,
});
export type TServiceRequest = z.input<typeof ZServiceRequest>;

/** An item's price in rupees: at least one paisa (a smaller one would be stored as 0), whole paise. */
export const ZItemPrice = z
  .number({ error: 'Price must be a number above 0.' })
  .min(0.01, 'Price must be above 0.')
  .max(MAX_ITEM_PRICE_RUPEES, 'Price is too large: at most ₹10,00,000.')
  .refine(hasWholePaise, 'Price has at most two decimals.');

/** `POST /api/admin/createItem?serviceId={id}` and `POST /api/admin/updateItem/{id}`. */
export const ZItemRequest = z.object({
  name: required('Item name'),
  description: z.string().trim().max(1000).default(''),
  price: ZItemPrice,
});
export type TItemRequest = z.input<typeof ZItemRequest>;

/** `POST /api/admin/updateService/{id}`: the service as saved, without its items. */
export const ZUpdatedService = ZService.omit({ items: true });
export type TUpdatedService = z.infer<typeof ZUpdatedService>;

// ---------------------------------------------------------------------------------------------
// Deletions

/** What a delete answers (a service, an item, a voucher, a slot): a sentence saying so. */
export const ZAdminDeletedResponse = z.object({ message: z.string() });
export type TAdminDeletedResponse = z.infer<typeof ZAdminDeletedResponse>;

export const ZCreateItemQuery = z.object({
  serviceId: z.coerce
    .number({ error: 'Choose a service.' })
    .int()
    .positive('Choose a service.')
    .max(MAX_ID, 'Choose a service.'),
});

/** The parsed (server-side) forms of the admin requests above. */
export type TAdminUpdateUser = z.output<typeof ZAdminUpdateUserRequest>;
export type TAdminUpdateOrder = z.output<typeof ZAdminUpdateOrderRequest>;
export type TAdminOrdersFilter = z.output<typeof ZAdminOrdersQuery>;
export type TAdminUsersFilter = z.output<typeof ZAdminUsersQuery>;
export type TServiceInput = z.output<typeof ZServiceRequest>;
export type TItemInput = z.output<typeof ZItemRequest>;
