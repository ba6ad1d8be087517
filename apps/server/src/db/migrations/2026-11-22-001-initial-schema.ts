import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { createIndexes, createTableWithId, floatType, type IndexSpec } from './portable.js';

// Frozen: this migration describes the schema as first released. Change it with a new one.

const STATUSES = "('pending','pick_up_done','processing','ready','completed','cancelled')";
const WEEKDAYS = "('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')";

/** The tables of the first release, each created after the tables it references. */
export async function up(db: Kysely<any>): Promise<void> {
  await createUsers(db);
  await createCatalogue(db);
  await createPickupSlots(db);
  await createVouchers(db);
  await createOrders(db);
  await createOrderLines(db);
  await createLoyaltyPointEntries(db);
  await createReferrals(db);
  await createIdempotencyKeys(db);
  await createAppState(db);
}

async function createUsers(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'users')
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('referred_by_user_id', 'integer', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('loyalty_points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('users_role_check', sql`role in ('user','admin')`)
    .addCheckConstraint('users_email_lower_check', sql`email = lower(email)`)
    .addCheckConstraint('users_loyalty_points_check', sql`loyalty_points >= 0`)
    .addCheckConstraint('users_is_disabled_check', sql`is_disabled in (0,1)`)
    .execute();
}

/** `services` and their priced `service_items`. */
async function createCatalogue(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'services')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await createTableWithId(db, 'service_items')
    .addColumn('service_id', 'integer', (col) =>
      col.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('service_items_price_check', sql`price_paise > 0`)
    .execute();
  await createIndexes(db, [
    { name: 'service_items_service_id_idx', table: 'service_items', columns: ['service_id'] },
  ]);
}

async function createPickupSlots(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'pickup_slots')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('start_time', 'text', (col) => col.notNull())
    .addColumn('end_time', 'text', (col) => col.notNull())
    .addColumn('is_available', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('capacity', 'integer', (col) => col.notNull().defaultTo(20))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('pickup_slots_day_check', sql.raw(`day in ${WEEKDAYS}`))
    .addCheckConstraint('pickup_slots_time_check', sql`start_time < end_time`)
    .addCheckConstraint('pickup_slots_available_check', sql`is_available in (0,1)`)
    .addCheckConstraint('pickup_slots_capacity_check', sql`capacity > 0`)
    .execute();
  await createIndexes(db, [
    { name: 'pickup_slots_day_idx', table: 'pickup_slots', columns: ['day'] },
  ]);
}

async function createVouchers(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'vouchers')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('discount_percent', 'integer', (col) => col.notNull())
    .addColumn('min_order_paise', 'integer')
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('expiry_date', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('first_order_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('vouchers_code_upper_check', sql`code = upper(code)`)
    .addCheckConstraint(
      'vouchers_discount_check',
      sql`discount_percent >= 1 and discount_percent <= 100`,
    )
    .addCheckConstraint(
      'vouchers_min_order_check',
      sql`min_order_paise is null or min_order_paise >= 0`,
    )
    .addCheckConstraint('vouchers_dates_check', sql`expiry_date >= start_date`)
    .addCheckConstraint('vouchers_active_check', sql`is_active in (0,1)`)
    .addCheckConstraint('vouchers_first_order_check', sql`first_order_only in (0,1)`)
    .execute();
}

async function createOrders(db: Kysely<any>): Promise<void> {
  const float = floatType(db);
  await createTableWithId(db, 'orders')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('pickup_date', 'text', (col) => col.notNull())
    .addColumn('pickup_slot_id', 'integer', (col) => col.notNull().references('pickup_slots.id'))
    .addColumn('pickup_slot_label', 'text', (col) => col.notNull())
    .addColumn('delivery_date', 'text')
    .addColumn('delivery_slot_id', 'integer', (col) => col.references('pickup_slots.id'))
    .addColumn('voucher_id', 'integer', (col) => col.references('vouchers.id').onDelete('set null'))
    .addColumn('voucher_code', 'text')
    .addColumn('discount_source', 'text')
    .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('subtotal_paise', 'integer', (col) => col.notNull())
    .addColumn('discount_paise', 'integer', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addColumn('latitude', float, (col) => col.notNull())
    .addColumn('longitude', float, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('orders_status_check', sql.raw(`status in ${STATUSES}`))
    .addCheckConstraint(
      'orders_discount_source_check',
      sql`discount_source is null or discount_source in ('voucher','referral')`,
    )
    .addCheckConstraint(
      'orders_discount_percent_check',
      sql`discount_percent >= 0 and discount_percent <= 100`,
    )
    .addCheckConstraint(
      'orders_money_check',
      sql`subtotal_paise >= 0 and discount_paise >= 0 and total_paise >= 0 and total_paise = subtotal_paise - discount_paise`,
    )
    .addCheckConstraint(
      'orders_location_check',
      sql`latitude >= -90 and latitude <= 90 and longitude >= -180 and longitude <= 180`,
    )
    .execute();
  await createIndexes(db, ORDERS_INDEXES);
}

const ORDERS_INDEXES: IndexSpec[] = [
  { name: 'orders_user_created_idx', table: 'orders', columns: ['user_id', 'created_at'] },
  { name: 'orders_status_created_idx', table: 'orders', columns: ['status', 'created_at'] },
  { name: 'orders_created_idx', table: 'orders', columns: ['created_at'] },
  { name: 'orders_pickup_idx', table: 'orders', columns: ['pickup_date', 'pickup_slot_id'] },
];

/**
 * An order line's columns after its `id`, money in `money`: `order_items` here, and the copy of
 * the lines as booked that migration 2026-11-29-005 keeps (`order_booked_items`).
 */
export function withOrderLineColumns(
  table: CreateTableBuilder<string, 'id'>,
  money: 'bigint' | 'integer',
): CreateTableBuilder<string, string> {
  return table
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('service_item_id', 'integer', (col) =>
      col.references('service_items.id').onDelete('set null'),
    )
    .addColumn('service_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('unit_price_paise', money, (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('line_total_paise', money, (col) => col.notNull());
}

/** An order's `order_items` and `order_status_events`. */
async function createOrderLines(db: Kysely<any>): Promise<void> {
  await withOrderLineColumns(createTableWithId(db, 'order_items'), 'integer')
    .addCheckConstraint('order_items_price_check', sql`unit_price_paise > 0`)
    .addCheckConstraint('order_items_quantity_check', sql`quantity > 0`)
    .addCheckConstraint(
      'order_items_line_total_check',
      sql`line_total_paise = unit_price_paise * quantity`,
    )
    .execute();
  await createIndexes(db, [
    { name: 'order_items_order_id_idx', table: 'order_items', columns: ['order_id'] },
  ]);

  await createTableWithId(db, 'order_status_events')
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('changed_by_user_id', 'integer', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('order_status_events_status_check', sql.raw(`status in ${STATUSES}`))
    .execute();
  await createIndexes(db, [
    {
      name: 'order_status_events_order_id_idx',
      table: 'order_status_events',
      columns: ['order_id'],
    },
  ]);
}

async function createLoyaltyPointEntries(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'loyalty_point_entries')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('loyalty_point_entries_points_check', sql`points <> 0`)
    .execute();
  await createIndexes(db, [
    {
      name: 'loyalty_point_entries_user_id_idx',
      table: 'loyalty_point_entries',
      columns: ['user_id'],
    },
  ]);
}

async function createReferrals(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'referrals')
    .addColumn('referrer_user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('referred_user_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('first_order_id', 'integer', (col) =>
      col.references('orders.id').onDelete('set null'),
    )
    .addColumn('reward_points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rewarded_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('referrals_not_self_check', sql`referrer_user_id <> referred_user_id`)
    .addCheckConstraint('referrals_reward_check', sql`reward_points >= 0`)
    .execute();
  await createIndexes(db, [
    { name: 'referrals_referrer_idx', table: 'referrals', columns: ['referrer_user_id'] },
  ]);
}

async function createIdempotencyKeys(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await createIndexes(db, [
    { name: 'idempotency_keys_created_idx', table: 'idempotency_keys', columns: ['created_at'] },
  ]);
}

async function createAppState(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_state',
    'idempotency_keys',
    'referrals',
    'loyalty_point_entries',
    'order_status_events',
    'order_items',
    'orders',
    'vouchers',
    'pickup_slots',
    'service_items',
    'services',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
