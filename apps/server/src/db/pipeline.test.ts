import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabaseSuite, TEST_DB_KIND } from '../../test/helpers.js';
import { beginWithNext, commit, pipelined, rollbackIfOpen } from './pipeline.js';

/** The statements of a pipeline run in order, in one transaction when BEGIN goes with them. */
describe.runIf(TEST_DB_KIND === 'postgres')('pipelined statements (postgres)', () => {
  const database = scratchDatabaseSuite({ poolSize: 1 });
  const insert = (value: number) =>
    CompiledQuery.raw('insert into pipeline_probe (value) values ($1) returning value', [value]);
  const stored = async () =>
    (
      await sql<{ value: number }>`select value from pipeline_probe order by value`.execute(
        database.db,
      )
    ).rows.map((row) => row.value);

  beforeAll(async () => {
    await sql`create table pipeline_probe (value integer primary key check (value > 0))`.execute(
      database.db,
    );
  });

  it('answers each statement in order, and commits them with the BEGIN sent along', async () => {
    const answers = await database.db.connection().execute(async (conn) => {
      await conn.executeQuery(beginWithNext());
      const first = await pipelined(conn, [insert(1), insert(2)]);
      const last = await pipelined(conn, [insert(3), commit]);
      return [...first, ...last];
    });
    expect(answers.map((answer) => answer.command)).toEqual([
      'INSERT',
      'INSERT',
      'INSERT',
      'COMMIT',
    ]);
    expect(answers.slice(0, 3).map((answer) => answer.rows)).toEqual([
      [{ value: 1 }],
      [{ value: 2 }],
      [{ value: 3 }],
    ]);
    expect(await stored()).toEqual([1, 2, 3]);
  });

  it('a failing statement rejects the pipeline with its own error, and the transaction stores nothing', async () => {
    const outcome = await database.db.connection().execute(async (conn) => {
      await conn.executeQuery(beginWithNext());
      const failure = await pipelined(conn, [insert(4), insert(-1), insert(5), commit]).catch(
        (error: unknown) => error,
      );
      // The COMMIT behind the failure ended the transaction as a ROLLBACK.
      await conn.executeQuery(rollbackIfOpen);
      return failure;
    });
    expect((outcome as { code?: string }).code).toBe('23514');
    expect(await stored()).toEqual([1, 2, 3]);
    // The connection (the pool's only one) is left with no transaction open.
    const status = await sql<{
      open: boolean;
    }>`select now() <> statement_timestamp() as open`.execute(database.db);
    expect(status.rows[0]?.open).toBe(false);
  });

  it('a BEGIN sent along is rolled back when the work gives up before committing', async () => {
    await database.db.connection().execute(async (conn) => {
      await conn.executeQuery(beginWithNext());
      await pipelined(conn, [insert(6)]);
      await conn.executeQuery(rollbackIfOpen);
    });
    expect(await stored()).toEqual([1, 2, 3]);
  });
});
