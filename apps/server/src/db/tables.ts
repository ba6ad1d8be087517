import type { ColumnType, Generated, Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  TNotificationChannel,
  TNotificationKind,
  TOutboxStatus,
  TUserRole,
} from '@freshfold/shared';

/**
 * The database as Kysely sees it. Money columns are integer paise; dates are `YYYY-MM-DD`
 * text and timestamps ISO-8601 UTC text on both SQLite and PostgreSQL; flags are 0/1 integers
 * so that one query reads the same on both.
 */
export interface Database {
  users: UsersTable;
  loyalty_point_entries: LoyaltyPointEntriesTable;
  services: ServicesTable;
  service_items: ServiceItemsTable;
  pickup_slots: PickupSlotsTable;
  slot_bookings: SlotBookingsTable;
  order_counts: OrderCountsTable;
  vouchers: VouchersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_events: OrderStatusEventsTable;
  order_booked_items: OrderBookedItemsTable;
  garment_tags: GarmentTagsTable;
  referrals: ReferralsTable;
  idempotency_keys: IdempotencyKeysTable;
  app_state: AppStateTable;
  outbox: OutboxTable;
  contact_messages: ContactMessagesTable;
  password_reset_tokens: PasswordResetTokensTable;
  audit_log: AuditLogTable;
  closures: ClosuresTable;
  payments: PaymentsTable;
  payment_links: PaymentLinksTable;
  held_provider_refunds: HeldProviderRefundsTable;
  invoice_sequences: DocumentSequencesTable;
  credit_note_sequences: DocumentSequencesTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  shop_settings: ShopSettingsTable;
  service_area_pin_codes: ServiceAreaPinCodesTable;
}

/** The database or an open transaction on it: what a repository's queries run on. */
export type Db = Kysely<Database> | Transaction<Database>;

type Flag = number;
type Timestamp = string;
/** Written by the INSERT that creates the row, never by an UPDATE. */
type WriteOnce<T> = ColumnType<T, T, never>;
/** Kept by database triggers: read by the app, never written by it. */
type TriggerKept<T> = ColumnType<T, never, never>;
type CreatedAt = WriteOnce<string>;
/** Columns all written by the INSERT that creates the row and never changed after it. */
type WrittenOnce<Columns> = { [Column in keyof Columns]: WriteOnce<Columns[Column]> };

/** A user's name, phone and address: what the profile form edits. */
export interface UserProfileColumns {
  first_name: string;
  last_name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface UsersTable extends UserProfileColumns {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: TUserRole;
  referred_by_user_id: number | null;
  loyalty_points: Generated<number>;
  token_version: Generated<number>;
  is_disabled: Generated<Flag>;
  /** Notification channels (docs/notifications.md): e-mail on, WhatsApp and SMS opt-in. */
  notify_email: Generated<Flag>;
  notify_whatsapp: Generated<Flag>;
  notify_sms: Generated<Flag>;
  /** When the customer consented to WhatsApp, SMS messages; null while they have not. */
  whatsapp_consent_at: Timestamp | null;
  sms_consent_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LoyaltyPointEntriesTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  reason: string;
  order_id: number | null;
  created_at: CreatedAt;
}

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  description: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ServiceItemsTable {
  id: Generated<number>;
  service_id: number;
  name: string;
  description: string;
  price_paise: number;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Places taken in a slot on a date, kept by triggers on `orders` (never written by the app). */
export interface SlotBookingsTable {
  pickup_date: string;
  pickup_slot_id: number;
  taken: number;
}

/**
 * Orders per status, each status spread over a few rows by order id; kept by triggers on
 * `orders` (never written by the app). A status's count is the sum of its rows.
 */
export interface OrderCountsTable {
  status: OrderStatus;
  shard: number;
  n: number;
}

export interface PickupSlotsTable {
  id: Generated<number>;
  day: string;
  start_time: string;
  end_time: string;
  is_available: Generated<Flag>;
  capacity: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VouchersTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  discount_percent: number;
  min_order_paise: number | null;
  start_date: string;
  expiry_date: string;
  is_active: Generated<Flag>;
  first_order_only: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type OrderStatus =
  'pending' | 'pick_up_done' | 'processing' | 'ready' | 'completed' | 'cancelled';

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  status: OrderStatus;
  pickup_date: string;
  pickup_slot_id: number;
  pickup_slot_label: string;
  delivery_date: string | null;
  delivery_slot_id: number | null;
  voucher_id: number | null;
  voucher_code: string | null;
  discount_source: 'voucher' | 'referral' | null;
  discount_percent: Generated<number>;
  subtotal_paise: number;
  discount_paise: number;
  total_paise: number;
  latitude: number;
  longitude: number;
  /** The customer's special instructions for the shop (≤ 500 characters); null when none. */
  notes: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** When intake last replaced the lines with what arrived; null while the order is as booked. */
  adjusted_at: Generated<Timestamp | null>;
  /** The booked version's money, kept by the first adjustment at intake (null before). */
  booked_subtotal_paise: Generated<number | null>;
  booked_discount_paise: Generated<number | null>;
  booked_total_paise: Generated<number | null>;
  booked_discount_percent: Generated<number | null>;
  booked_discount_source: Generated<'voucher' | 'referral' | null>;
  booked_voucher_code: Generated<string | null>;
  /** The last garment tag sequence number issued for the order (0: none yet). */
  last_tag_seq: Generated<number>;
  /**
   * The sum of the order's payments (what the shop holds), of its refunds (as a positive
   * amount; corrections are not refunds), and of the part of those refunds the shop forgoes (not
   * what it owed back), in paise: kept by a trigger on `payments` (migrations 2026-11-30-001,
   * 2026-12-03-001, 2026-12-04-001), never written by the app. Still due: total − paid − forgone.
   */
  paid_paise: TriggerKept<number>;
  refunded_paise: TriggerKept<number>;
  forgone_paise: TriggerKept<number>;
  /** The order's GST invoice number once issued (modules/invoices); null before. */
  invoice_number: Generated<string | null>;
  /** The delivery fee charged on the order (the shop's setting when it was placed), in paise. */
  delivery_fee_paise: Generated<number>;
  /** The loyalty points spent on the order, in paise (1 point = ₹1 = 100 paise). */
  points_redeemed_paise: Generated<number>;
  /**
   * Moved by database triggers whenever anything the order's view shows changes (the row, its
   * items, its status events, its slots' times); never written by the app. See
   * modules/orders/order-views-cache.ts.
   */
  version: TriggerKept<number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  service_item_id: number | null;
  service_name: string;
  name: string;
  description: string;
  unit_price_paise: number;
  quantity: number;
  line_total_paise: number;
}

/** An order's lines as booked, copied from `order_items` by the first adjustment at intake. */
export type OrderBookedItemsTable = OrderItemsTable;

/**
 * One garment's tag (`FF-0123-03`), unique across the shop. `order_item_id` is its line while
 * the garment is on the order; null (and `retired_at` set) once it left, the code never reused.
 */
export interface GarmentTagsTable {
  id: Generated<number>;
  code: string;
  order_id: number;
  order_item_id: number | null;
  seq: number;
  created_at: CreatedAt;
  retired_at: Timestamp | null;
}

export interface OrderStatusEventsTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  note: string | null;
  changed_by_user_id: number | null;
  created_at: CreatedAt;
}

export interface ReferralsTable {
  id: Generated<number>;
  referrer_user_id: number;
  referred_user_id: number;
  first_order_id: number | null;
  reward_points: Generated<number>;
  rewarded_at: string | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  /** Renewed when an expired or abandoned key is claimed again. */
  created_at: Timestamp;
}

export interface AppStateTable {
  key: string;
  value: string;
}

/**
 * The transactional outbox (modules/notifications): one row per message and channel, written in
 * the transaction of the change that causes it, delivered by the worker afterwards.
 */
export interface OutboxTable {
  id: Generated<number>;
  /** Unique: the same event never enqueues the same message twice. */
  dedupe_key: string;
  kind: TNotificationKind;
  channel: TNotificationChannel;
  recipient: string;
  reply_to: string | null;
  order_id: number | null;
  user_id: number | null;
  subject: string;
  /** The template data, JSON (modules/notifications/templates). */
  data: string;
  /** Rendered at the first attempt; what every retry sends and the admin sees. */
  body_html: string | null;
  body_text: string | null;
  status: Generated<TOutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Set at the first attempt; retries stop after it and the message is then failed. */
  retry_until: Timestamp | null;
  lease_until: Timestamp | null;
  leased_by: string | null;
  last_error: string | null;
  provider_id: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

/** Messages from the contact page (modules/contact); the shop marks them handled. */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased. */
  email: string;
  /** Ten digits, or null when not given. */
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: CreatedAt;
  handled_at: Timestamp | null;
  /** The admin who marked it handled. */
  handled_by: number | null;
}

/** Forgot-password links (modules/accounts): the token's SHA-256, never the token. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** Append-only (triggers refuse UPDATE and DELETE): see modules/audit. */
export interface AuditLogTable extends WrittenOnce<{
  actor_id: number;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON of what the entity was and became; null where there was nothing (a creation, a deletion). */
  before: string | null;
  after: string | null;
  request_id: string | null;
}> {
  id: Generated<number>;
  at: CreatedAt;
}

/** The shop's settings: one row, id 1 (migration 2026-12-01-001); money in paise, 0 = off. */
export interface ShopSettingsTable {
  id: number;
  delivery_fee_paise: number;
  minimum_order_paise: number;
  updated_at: Timestamp;
}

/**
 * The PIN codes the shop picks up from (modules/service-area); the PIN code is the key. None
 * listed: the shop serves every PIN code.
 */
export interface ServiceAreaPinCodesTable {
  pin_code: string;
}

/** Dates the shop is closed (modules/closures); the date is the key. */
export interface ClosuresTable {
  /** `YYYY-MM-DD`, Indian calendar. */
  date: string;
  /** What customers are told, 1 to 200 characters. */
  reason: string;
  /** The admin who closed the date; null once that account is removed. */
  created_by: number | null;
  created_at: CreatedAt;
}

export type PaymentMethod = 'cash' | 'upi' | 'card' | 'razorpay';

/**
 * Money received for an order (positive), given back (a refund: negative, with a reason) or a
 * payment recorded by mistake reversed (a correction: negative, with a reason), in paise:
 * append-only (triggers refuse UPDATE and DELETE), see modules/payments.
 */
export interface PaymentsTable extends WrittenOnce<{
  order_id: number;
  amount_paise: number;
  method: PaymentMethod;
  reference: string | null;
  reason: string | null;
  /** The payment provider's id (Razorpay's `pay_…`), unique: one payment per provider event. */
  provider_payment_id: string | null;
  /** Who recorded it; null for the provider's webhook. */
  recorded_by: number | null;
}> {
  id: Generated<number>;
  created_at: CreatedAt;
  /** 1 on a correction (migration 2026-12-03-001), 0 on a payment or a refund. */
  is_correction: ColumnType<Flag, Flag | undefined, never>;
  /**
   * The part of a refund beyond what the shop owed back when it was recorded (migration
   * 2026-12-04-001, decision 018): it counts as covering the order's charge. 0 on the rest.
   */
  forgone_paise: ColumnType<number, number | undefined, never>;
}

/**
 * A refund the provider reported before the payment it refunds (migration 2026-12-03-002),
 * recorded when that payment arrives, then deleted.
 */
export interface HeldProviderRefundsTable {
  provider_refund_id: string;
  provider_payment_id: string;
  amount_paise: number;
  received_at: string;
}

/**
 * A Razorpay payment link made for an order's amount due (modules/payments): handed out again
 * while the amount is unchanged and it is payable long enough, cancelled at Razorpay once
 * another replaces it.
 */
export interface PaymentLinksTable extends WrittenOnce<{
  order_id: number;
  /** Razorpay's id of the link (`plink_…`), which its cancellation names. */
  provider_link_id: string;
  /** The `reference_id` the link was made with (`{order id}-{12 hex}`). */
  reference_id: string;
  url: string;
  amount_paise: number;
  /** When Razorpay stops taking payments on it (ISO 8601, UTC). */
  expires_at: string;
}> {
  id: Generated<number>;
  created_at: CreatedAt;
  /** When it was cancelled at Razorpay because another link replaced it; null while open. */
  cancelled_at: string | null;
}

/** The last number issued in each financial year (`2026-27`) of a gap-free document series. */
export interface DocumentSequencesTable {
  financial_year: string;
  last_number: number;
}

/**
 * A GST invoice (modules/invoices): its money and everything it prints frozen at issue, the
 * printed facts as JSON in `snapshot`. Never updated or deleted (database triggers refuse it).
 */
export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  number: string;
  financial_year: string;
  issued_at: Timestamp;
  kind: 'tax_invoice' | 'bill_of_supply';
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
  snapshot: string;
}

/** A credit note cancelling an invoice whose order was cancelled. Never updated or deleted. */
export interface CreditNotesTable {
  id: Generated<number>;
  invoice_id: number;
  number: string;
  financial_year: string;
  issued_at: Timestamp;
  reason: string;
}
