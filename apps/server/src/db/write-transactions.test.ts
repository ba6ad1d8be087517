import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileOf } from '../config.js';
import { badRequest } from '../lib/http-error.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../test/helpers.js';
import {
  createWriteTransactions,
  MAX_GROUP,
  type WriteTransactions,
} from './write-transactions.js';

describe(`write transactions (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let writes: WriteTransactions;
  let prefix = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    writes = createWriteTransactions(ctx.database.db, ctx.config.databaseKind);
  });
  afterAll(() => ctx.close());

  /** A fresh key prefix per test, so each test reads only its own rows. */
  function keys() {
    prefix += 1;
    return (name: string) => `t${String(prefix)}-${name}`;
  }

  const store = (key: string) =>
    writes.run(async (trx) => {
      await trx.insertInto('app_state').values({ key, value: 'stored' }).execute();
      return key;
    });

  async function stored(like: string): Promise<string[]> {
    const rows = await ctx.database.db
      .selectFrom('app_state')
      .select('key')
      .where('key', 'like', `${like}%`)
      .orderBy('key')
      .execute();
    return rows.map((row) => row.key);
  }

  it('commits each work, and a refused work leaves nothing while its neighbours stay', async () => {
    const key = keys();
    const refused = writes.run(async (trx) => {
      await trx
        .insertInto('app_state')
        .values({ key: key('refused'), value: 'half' })
        .execute();
      throw badRequest('refused after writing');
    });
    const results = await Promise.allSettled([store(key('a')), refused, store(key('c'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 400,
      message: 'refused after writing',
    });
    expect(await stored(key(''))).toEqual([key('a'), key('c')]);
  });

  it('a duplicate key in one work fails that work only', async () => {
    const key = keys();
    await store(key('taken'));
    const results = await Promise.allSettled([store(key('x')), store(key('taken'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await stored(key(''))).toEqual([key('taken'), key('x')]);
  });

  it.runIf(TEST_DB_KIND === 'sqlite')(
    'SQLite: works submitted together share one commit; a crowd is split into groups',
    async () => {
      const key = keys();
      const before = { ...writes.stats };
      await Promise.all([store(key('1')), store(key('2')), store(key('3'))]);
      expect(writes.stats.commits - before.commits).toBe(1);
      expect(writes.stats.works - before.works).toBe(3);

      const crowd = Array.from({ length: MAX_GROUP + 1 }, (_, index) => store(key(`n${index}`)));
      await Promise.all(crowd);
      expect(writes.stats.commits - before.commits).toBe(3);
      expect(await stored(key('n'))).toHaveLength(MAX_GROUP + 1);
    },
  );

  it.runIf(TEST_DB_KIND === 'sqlite')(
    'SQLite: no caller hears of success unless the commit succeeded',
    async () => {
      const key = keys();
      // A foreign key checked at commit: the commit itself fails, after every work succeeded.
      const orphan = writes.run(async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await sql`insert into slot_bookings (pickup_date, pickup_slot_id, taken)
          values ('2030-01-07', 999999, 1)`.execute(trx);
      });
      const results = await Promise.allSettled([store(key('first')), orphan, store(key('last'))]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await stored(key(''))).toEqual([]);
      // The connection is usable again.
      await expect(store(key('after'))).resolves.toBe(key('after'));
    },
  );

  it.runIf(TEST_DB_KIND === 'sqlite')(
    'SQLite: a group waits for another process holding the write lock, then commits',
    async () => {
      const key = keys();
      // Another process (a second server on the same file) holds the write lock for a while.
      const other = spawn(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(process.argv[1]);
           db.exec('begin immediate');
           db.prepare("insert into app_state (key, value) values (?, 'other')").run(process.argv[2]);
           console.log('locked');
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
           db.exec('commit');`,
          sqliteFileOf(ctx.config.databaseUrl),
          key('other'),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise((resolve) => other.stdout.once('data', resolve));
      const mine = store(key('mine'));
      await expect(mine).resolves.toBe(key('mine'));
      expect(await stored(key(''))).toEqual([key('mine'), key('other')]);
    },
  );

  it.runIf(TEST_DB_KIND === 'sqlite')(
    'SQLite: a lock conflict inside a group runs the whole group again, each work once in the end',
    async () => {
      const key = keys();
      let attempts = 0;
      const conflicted = writes.run(async (trx) => {
        attempts += 1;
        await trx
          .insertInto('app_state')
          .values({ key: key('retried'), value: 'x' })
          .execute();
        if (attempts === 1)
          throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
        return attempts;
      });
      const [a, retried, b] = await Promise.all([store(key('a')), conflicted, store(key('b'))]);
      expect([a, retried, b]).toEqual([key('a'), 2, key('b')]);
      expect(await stored(key(''))).toEqual([key('a'), key('b'), key('retried')]);
    },
  );
});
