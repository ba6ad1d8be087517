import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './tables.js';
import * as initialSchema from './migrations/2026-11-22-001-initial-schema.js';
import * as slotBookingsIndex from './migrations/2026-11-22-002-slot-bookings-index.js';
import * as orderVersions from './migrations/2026-11-23-001-order-versions.js';
import * as orderSortIndexes from './migrations/2026-11-23-002-order-sort-indexes.js';
import * as slotBookings from './migrations/2026-11-23-003-slot-bookings.js';
import * as orderCounts from './migrations/2026-11-23-004-order-counts.js';
import * as orderStampsIndex from './migrations/2026-11-23-005-order-stamps-index.js';
import * as moneyBigint from './migrations/2026-11-24-001-money-bigint.js';
import * as uniqueCatalogueNames from './migrations/2026-11-24-002-unique-catalogue-names.js';
import * as openOrdersIndex from './migrations/2026-11-24-003-open-orders-index.js';
import * as orderVersionOncePerTransaction from './migrations/2026-11-25-001-order-version-once-per-transaction.js';
import * as outbox from './migrations/2026-11-26-001-outbox.js';
import * as contactMessages from './migrations/2026-11-27-001-contact-messages.js';
import * as notificationPreferences from './migrations/2026-11-28-001-notification-preferences.js';
import * as passwordResetTokens from './migrations/2026-11-28-002-password-reset-tokens.js';
import * as staffRole from './migrations/2026-11-29-001-staff-role.js';
import * as auditLog from './migrations/2026-11-29-002-audit-log.js';
import * as orderNotes from './migrations/2026-11-29-003-order-notes.js';
import * as closures from './migrations/2026-11-29-004-closures.js';
import * as intakeTags from './migrations/2026-11-29-005-intake-tags.js';
import * as boardIndexes from './migrations/2026-11-29-006-board-indexes.js';
import * as payments from './migrations/2026-11-30-001-payments.js';
import * as invoices from './migrations/2026-11-30-002-invoices.js';
import * as shopSettingsPoints from './migrations/2026-12-01-001-shop-settings-points.js';
import * as serviceArea from './migrations/2026-12-01-002-service-area.js';
import * as reportIndexes from './migrations/2026-12-01-003-report-indexes.js';
import * as closureDeliveryKind from './migrations/2026-12-01-004-closure-delivery-kind.js';
import * as deliveryPlannedKind from './migrations/2026-12-02-001-delivery-planned-kind.js';
import * as paymentLinks from './migrations/2026-12-02-002-payment-links.js';
import * as paymentCorrections from './migrations/2026-12-03-001-payment-corrections.js';
import * as heldProviderRefunds from './migrations/2026-12-03-002-held-provider-refunds.js';
import * as forgoneRefunds from './migrations/2026-12-04-001-forgone-refunds.js';

/**
 * Migrations are listed here rather than read from a folder, so the bundled server carries
 * them. Names sort by date; a migration, once released, is never edited.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial-schema': initialSchema,
  '2026-11-22-002-slot-bookings-index': slotBookingsIndex,
  '2026-11-23-001-order-versions': orderVersions,
  '2026-11-23-002-order-sort-indexes': orderSortIndexes,
  '2026-11-23-003-slot-bookings': slotBookings,
  '2026-11-23-004-order-counts': orderCounts,
  '2026-11-23-005-order-stamps-index': orderStampsIndex,
  '2026-11-24-001-money-bigint': moneyBigint,
  '2026-11-24-002-unique-catalogue-names': uniqueCatalogueNames,
  '2026-11-24-003-open-orders-index': openOrdersIndex,
  '2026-11-25-001-order-version-once-per-transaction': orderVersionOncePerTransaction,
  '2026-11-26-001-outbox': outbox,
  '2026-11-27-001-contact-messages': contactMessages,
  '2026-11-28-001-notification-preferences': notificationPreferences,
  '2026-11-28-002-password-reset-tokens': passwordResetTokens,
  '2026-11-29-001-staff-role': staffRole,
  '2026-11-29-002-audit-log': auditLog,
  '2026-11-29-003-order-notes': orderNotes,
  '2026-11-29-004-closures': closures,
  '2026-11-29-005-intake-tags': intakeTags,
  '2026-11-29-006-board-indexes': boardIndexes,
  '2026-11-30-001-payments': payments,
  '2026-11-30-002-invoices': invoices,
  '2026-12-01-001-shop-settings-points': shopSettingsPoints,
  '2026-12-01-002-service-area': serviceArea,
  '2026-12-01-003-report-indexes': reportIndexes,
  '2026-12-01-004-closure-delivery-kind': closureDeliveryKind,
  '2026-12-02-001-delivery-planned-kind': deliveryPlannedKind,
  '2026-12-02-002-payment-links': paymentLinks,
  '2026-12-03-001-payment-corrections': paymentCorrections,
  '2026-12-03-002-held-provider-refunds': heldProviderRefunds,
  '2026-12-04-001-forgone-refunds': forgoneRefunds,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * Runs the migrations not yet applied, up to and including `target` (the latest when absent).
 * Tests stop at an older version to check how a later migration treats existing rows.
 */
export async function migrateToLatest(db: Kysely<Database>, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
