import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../test/helpers.js';
import {
  listMarkers,
  listParams,
  preparedQuery,
  preparedQueryPerCount,
  PreparedQueryError,
} from './prepared.js';
import { transaction } from './transaction.js';
import { lockPlace } from '../modules/slots/slots.repository.js';
import { createWriteTransactions } from './write-transactions.js';

const slotsOfDay = preparedQuery((db, p: { day: string }) =>
  db.selectFrom('pickup_slots').select(['id', 'day']).where('day', '=', p.day),
);

const slotsByIds = preparedQueryPerCount((db, p: Record<string, number>, count) =>
  db.selectFrom('pickup_slots').select('id').where('id', 'in', listMarkers(p, count)),
);

describe(`prepared queries fail loudly when misused (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('run with their parameters', async () => {
    const rows = await slotsOfDay.rows(ctx.database.db, { day: 'Monday' });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.day))).toEqual(new Set(['Monday']));
  });

  it('refuse a missing parameter instead of sending NULL', async () => {
    const run = slotsOfDay.rows(ctx.database.db, {} as { day: string });
    await expect(run).rejects.toBeInstanceOf(PreparedQueryError);
    await expect(run).rejects.toThrow(/no value for the parameter "day"/);
  });

  it('refuse a list shorter than its per-count query', async () => {
    const ids = [1, 2];
    const run = slotsByIds(3).rows(ctx.database.db, listParams(ids));
    await expect(run).rejects.toThrow(/no value for the parameter "p2"/);
    await expect(slotsByIds(2).rows(ctx.database.db, listParams(ids))).resolves.toBeDefined();
  });

  it('refuse a parameter written into the SQL text at build time', () => {
    const byName = preparedQuery((db, p: { name: string }) =>
      db.selectFrom('users').select('id').where('email', '=', `${p.name}@freshfold.in`),
    );
    expect(() => byName.compile(ctx.database.db, { name: 'demo' })).toThrow(
      /parameter "name" is used in the SQL text/,
    );
  });

  it.runIf(TEST_DB_KIND === 'sqlite')('refuse a PostgreSQL-only query on SQLite', () => {
    const locking = preparedQuery(
      (db, p: { id: number }) =>
        db.selectFrom('users').select('id').where('id', '=', p.id).forUpdate(),
      { postgresOnly: true },
    );
    expect(() => locking.compile(ctx.database.db, { id: 1 })).toThrow(
      /written for PostgreSQL alone was run on another database/,
    );
  });

  it.runIf(TEST_DB_KIND === 'postgres')(
    'refuse a row lock or an advisory lock outside a transaction, and take it inside one',
    async () => {
      const locking = preparedQuery(
        (db, p: { day: string }) =>
          db.selectFrom('pickup_slots').select('id').where('day', '=', p.day).forUpdate(),
        { postgresOnly: true },
      );
      await expect(locking.rows(ctx.database.db, { day: 'Monday' })).rejects.toThrow(
        /takes locks but was run outside a transaction/,
      );
      const inside = await transaction(ctx.database.db, (trx) =>
        locking.rows(trx, { day: 'Monday' }),
      );
      expect(inside.length).toBeGreaterThan(0);
      const writes = createWriteTransactions(ctx.database.db, 'postgres');
      const onOrderPath = await transaction(writes, (trx) => locking.rows(trx, { day: 'Monday' }));
      expect(onOrderPath).toHaveLength(inside.length);
      // A place's advisory locks last as long as the transaction that takes them.
      await expect(lockPlace(ctx.database.db, 1, '2026-12-07')).rejects.toThrow(
        /takes locks but was run outside a transaction/,
      );
      await transaction(ctx.database.db, (trx) => lockPlace(trx, 1, '2026-12-07'));
    },
  );
});
