import { getHeapSpaceStatistics } from 'node:v8';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchDatabaseSuite, TEST_DB_KIND } from '../../test/helpers.js';

/**
 * Bytes in use in V8's old generation, where what outlives two young collections goes (its
 * large objects included).
 */
const oldGenerationBytes = () =>
  getHeapSpaceStatistics()
    .filter((space) => ['old_space', 'large_object_space'].includes(space.space_name))
    .reduce((sum, space) => sum + space.space_used_size, 0);

/**
 * An answer read from PostgreSQL is garbage once its reader is done with it, and must be
 * collected as such, young: an export reads 100 000 rows a page at a time, and answers promoted
 * to the old generation stay in the server's memory until a full collection (db/pipeline.ts).
 */
describe.runIf(TEST_DB_KIND === 'postgres')('answers from PostgreSQL (postgres)', () => {
  const database = scratchDatabaseSuite({ poolSize: 1 });

  /** A page as an export reads it: 1 000 rows of 20 text columns (32 characters each). */
  const columns = sql.raw(
    Array.from(
      { length: 20 },
      (_, i) => `repeat(chr(${String(65 + i)}), 31) || (g % 10)::text as c${String(i)}`,
    ).join(', '),
  );
  const page = (first: number) =>
    sql<Record<string, string>>`select ${columns}
      from generate_series(${first}::integer, ${first + 999}::integer) as g`.execute(database.db);

  it('reading page after page leaves the pages out of the old generation', async () => {
    // Warm up: the connection, the statement, the code paths.
    for (let n = 0; n < 20; n += 1) await page(n * 1000);
    const before = oldGenerationBytes();
    let rows = 0;
    for (let n = 0; n < 150; n += 1) rows += (await page(n * 1000)).rows.length;
    const grownMegabytes = (oldGenerationBytes() - before) / 1024 / 1024;
    expect(rows).toBe(150_000);
    // 150 pages are about 150 MB of rows: with the promise form 95-118 MB of it was promoted;
    // with the callback form 0.5-2 MB, once 12 MB in a full run on a loaded machine (a young
    // collection's timing moves what it promotes). A fifth of the rows keeps the two apart.
    expect(grownMegabytes).toBeLessThan(30);
  }, 60_000);
});
