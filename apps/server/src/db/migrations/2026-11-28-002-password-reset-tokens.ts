import type { Kysely } from 'kysely';
import { createIndexes, createTableWithId } from './portable.js';

// Frozen: change it with a new migration.

/**
 * Forgot-password links (modules/accounts): one row per link sent, holding the SHA-256 of the
 * link's random token (never the token), when it stops working, and when it was used. A link
 * works once: `used_at` is set by the reset that spends it. Removed with the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'password_reset_tokens')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await createIndexes(db, [
    {
      name: 'password_reset_tokens_user_idx',
      table: 'password_reset_tokens',
      columns: ['user_id'],
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
}
