import {
  addDays,
  FALLBACK_CATALOGUE,
  indianDate,
  rupeesToPaise,
  WEEKDAYS,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import { hashPassword, type ScryptParameters } from '../modules/accounts/password.js';
import type { Database } from './tables.js';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /**
   * Also the demo customer, whose password the README publishes (default: not). The server
   * passes `config.seedDemo`, so never in production unless SEED_DEMO=true.
   */
  seedDemo?: boolean;
  passwordParams?: ScryptParameters;
  now?: Date;
}

export const DEMO_CUSTOMER = {
  email: 'demo@freshfold.in',
  password: 'Saree#Pickup24',
} as const;

/**
 * Fills an empty database with what a shop needs on its first day: the catalogue, two pickup
 * slots per weekday, the launch vouchers and an admin; with `seedDemo`, a demo customer too (no
 * demo orders are ever seeded). It runs only on a database that has never been seeded (a marker
 * in app_state), so a restart never duplicates or overwrites the shop's own changes.
 */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const marker = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  if (marker) return false;

  const now = options.now ?? new Date();
  const timestamp = now.toISOString();
  // Hash outside the transaction: it is slow on purpose and must not hold the database.
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(options.adminPassword, options.passwordParams),
    options.seedDemo ? hashPassword(DEMO_CUSTOMER.password, options.passwordParams) : null,
  ]);

  return db.transaction().execute(async (trx) => {
    // Another process may have seeded between our check and this transaction.
    const inserted = await trx
      .insertInto('app_state')
      .values({ key: 'seeded_at', value: timestamp })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) return false;

    await insertCatalogue(trx, timestamp);
    await insertPickupSlots(trx, timestamp);
    await insertLaunchVouchers(trx, now);
    await insertAccounts(trx, { adminEmail: options.adminEmail, adminHash, demoHash }, timestamp);
    await trx
      .insertInto('app_state')
      .values({ key: 'catalogue_version', value: '1' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return true;
  });
}

/** The spec's services and their items, in the catalogue's order. */
async function insertCatalogue(trx: Kysely<Database>, timestamp: string): Promise<void> {
  for (const [serviceIndex, service] of FALLBACK_CATALOGUE.entries()) {
    const row = await trx
      .insertInto('services')
      .values({
        name: service.name,
        description: service.description,
        sort_order: serviceIndex,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('service_items')
      .values(
        service.items.map((item, itemIndex) => ({
          service_id: row.id,
          name: item.name,
          description: item.description,
          price_paise: rupeesToPaise(item.price),
          sort_order: itemIndex,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .execute();
  }
}

/** Two pickup slots every weekday: early morning and evening. */
async function insertPickupSlots(trx: Kysely<Database>, timestamp: string): Promise<void> {
  await trx
    .insertInto('pickup_slots')
    .values(
      WEEKDAYS.flatMap((day) =>
        [
          ['06:00', '08:00'],
          ['19:00', '21:00'],
        ].map(([start_time = '', end_time = '']) => ({
          day,
          start_time,
          end_time,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      ),
    )
    .execute();
}

/** The spec's expiry dates have passed; launch vouchers run for a year from seeding. */
async function insertLaunchVouchers(trx: Kysely<Database>, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  const today = indianDate(now);
  const expiry = addDays(today, 365);
  const vouchers = [
    { code: 'WELCOME10', discount: 10, min: 500, firstOrderOnly: false },
    { code: 'CLEAN20', discount: 20, min: 1000, firstOrderOnly: false },
    { code: 'WELCOME20', discount: 20, min: 500, firstOrderOnly: true },
  ];
  await trx
    .insertInto('vouchers')
    .values(
      vouchers.map((voucher) => ({
        code: voucher.code,
        name: voucher.code,
        description: voucher.code,
        discount_percent: voucher.discount,
        min_order_paise: rupeesToPaise(voucher.min),
        start_date: today,
        expiry_date: expiry,
        is_active: 1,
        first_order_only: voucher.firstOrderOnly ? 1 : 0,
        created_at: timestamp,
        updated_at: timestamp,
      })),
    )
    .execute();
}

/** The admin, and the demo customer when its password was hashed, at the shop's address. */
async function insertAccounts(
  trx: Kysely<Database>,
  accounts: { adminEmail: string; adminHash: string; demoHash: string | null },
  timestamp: string,
): Promise<void> {
  const account = {
    street: '42, 12th Main Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip_code: '560038',
    created_at: timestamp,
    updated_at: timestamp,
  };
  await trx
    .insertInto('users')
    .values([
      {
        email: accounts.adminEmail.toLowerCase(),
        password_hash: accounts.adminHash,
        first_name: 'Shop',
        last_name: 'Admin',
        phone: '9876543210',
        role: 'admin',
        ...account,
      },
      ...(accounts.demoHash === null
        ? []
        : [
            {
              email: DEMO_CUSTOMER.email,
              password_hash: accounts.demoHash,
              first_name: 'Priya',
              last_name: 'Sharma',
              phone: '9812345678',
              role: 'user' as const,
              ...account,
            },
          ]),
    ])
    .execute();
}
