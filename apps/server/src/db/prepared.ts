import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Database, Db } from './tables.js';

/**
 * Markers stand for the parameters while a query is built: each is an object whose every
 * property is the marker of that property, at any depth, and this map knows its path.
 */
const markerPaths = new WeakMap<object, readonly string[]>();

function markerAt(path: readonly string[]): object {
  const marker: object = new Proxy(
    {},
    {
      get: (_target, key) => {
        if (typeof key === 'string') return markerAt([...path, key]);
        // A parameter turned into text would be written into the SQL once, at build time, and
        // every later run would silently use the first request's value.
        if (key === Symbol.toPrimitive) {
          throw new PreparedQueryError(
            `the parameter "${path.join('.')}" is used in the SQL text (a template string, sql.raw, a condition deciding the shape); a prepared query takes its parameters as values only`,
          );
        }
        return undefined;
      },
    },
  );
  markerPaths.set(marker, path);
  return marker;
}

/** A prepared query used as it cannot work: thrown at once, never a wrong statement sent. */
export class PreparedQueryError extends Error {
  override name = 'PreparedQueryError';
}

function valueAt(params: object, path: readonly string[], sql: string): unknown {
  let value: unknown = params;
  for (const key of path) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  // Undefined would be sent as NULL (PostgreSQL) or refused by the driver far from the cause
  // (SQLite): a missing or misspelt parameter, or a list shorter than its per-count query.
  if (value === undefined) {
    throw new PreparedQueryError(
      `no value for the parameter "${path.join('.')}" of the prepared query ${describe(sql)}`,
    );
  }
  return value;
}

const describe = (sql: string) => `"${sql.length > 80 ? `${sql.slice(0, 77)}...` : sql}"`;

/**
 * The connections on which the order path runs its own transactions (`db/write-transactions.ts`:
 * BEGIN and COMMIT sent as statements, so Kysely does not know them as transactions).
 */
const transactionConnections = new WeakSet<Db>();

/** Marks a connection as running a transaction until it is handed back (write-transactions.ts). */
export function markTransactionConnection(conn: Db): void {
  transactionConnections.add(conn);
}

/** Whether `db` runs a transaction: a Kysely transaction, or a connection marked as one. */
function inTransaction(db: Db): boolean {
  return db.isTransaction || transactionConnections.has(db);
}

/** Row locks, and PostgreSQL's advisory locks held until the transaction ends. */
const TAKES_LOCKS = /\bfor (no key )?update\b|\bfor (key )?share\b|\bpg_advisory_xact_lock/i;

const markers = markerAt([]);

/** A name for each prepared query's SQL text, by text (see `statementNameOf`). */
const statementNames = new Map<string, string>();

/**
 * The name under which PostgreSQL may keep a prepared query's parsed and planned statement on
 * each connection, or undefined for any other SQL (built per request, of unbounded variety).
 */
export function statementNameOf(sql: string): string | undefined {
  return statementNames.get(sql);
}

/**
 * A query of a fixed shape that a hot path runs again and again (placing an order, checking a
 * session). Kysely builds and compiles it once per dialect, with markers in place of the
 * parameters; each run puts the values in the markers' places and sends the SQL as it is, so
 * the query builder and compiler stay off the request's path (for an order's statements they
 * cost about as much CPU as SQLite itself). The query is still written with Kysely and typed
 * against the schema.
 *
 * `build` must use each parameter as a plain value (`where(column, '=', params.id)`,
 * `values({ column: params.value })`), never to decide the query's shape: it runs once, with
 * markers in place of the values.
 *
 * Misuse fails loudly, with a `PreparedQueryError` naming the cause, instead of sending a wrong
 * statement: a parameter without a value at run time (a misspelt name, a list shorter than its
 * per-count query), a parameter turned into SQL text at build time, a query declared
 * `postgresOnly` run on SQLite, and a query that takes locks (`FOR UPDATE`, an advisory lock
 * held until the transaction ends) run outside a transaction (on the app's pool, where the lock
 * would end with the statement).
 */
export function preparedQuery<Params extends object, Row>(
  build: (db: Kysely<Database>, params: Params) => Compilable<Row>,
  options: PreparedQueryOptions = {},
) {
  // Keyed by the dialect's adapter class: SQLite and PostgreSQL are written differently.
  const compiled = new Map<unknown, { sql: string; parameters: readonly unknown[] }>();

  function compile(db: Db, params: Params): CompiledQuery<Row> {
    const dialect = db.getExecutor().adapter.constructor;
    let query = compiled.get(dialect);
    if (!query) {
      if (options.postgresOnly && !isPostgres(db)) {
        throw new PreparedQueryError(
          `a prepared query written for PostgreSQL alone was run on another database (${dialect.name})`,
        );
      }
      query = build(db, markers as Params).compile();
      compiled.set(dialect, query);
      if (!statementNames.has(query.sql)) {
        statementNames.set(query.sql, `prepared_${String(statementNames.size + 1)}`);
      }
    }
    const sql = query.sql;
    // A lock taken outside a transaction ends with its statement: nothing is protected.
    if (TAKES_LOCKS.test(sql) && !inTransaction(db)) {
      throw new PreparedQueryError(
        `the prepared query ${describe(sql)} takes locks but was run outside a transaction, where its locks end with the statement`,
      );
    }
    const values = query.parameters.map((value) => {
      const path = typeof value === 'object' && value !== null ? markerPaths.get(value) : undefined;
      return path ? valueAt(params, path, sql) : value;
    });
    return CompiledQuery.raw(sql, values);
  }

  return {
    /** The statement with these values, to run later (in a pipeline, `db/pipeline.ts`). */
    compile,
    async rows(db: Db, params: Params): Promise<Row[]> {
      return (await db.executeQuery(compile(db, params))).rows;
    },
    async first(db: Db, params: Params): Promise<Row | undefined> {
      return (await db.executeQuery(compile(db, params))).rows[0];
    },
    /** How many rows an insert, update or delete touched. */
    async affected(db: Db, params: Params): Promise<number> {
      return Number((await db.executeQuery(compile(db, params))).numAffectedRows ?? 0n);
    },
  };
}

export interface PreparedQueryOptions {
  /** Written with PostgreSQL's own SQL (row locks, arrays, sequences): refused on SQLite. */
  postgresOnly?: boolean;
}

export type PreparedQuery<Params extends object, Row> = ReturnType<
  typeof preparedQuery<Params, Row>
>;

/**
 * Prepared queries whose shape depends on a count (an `in` list, a multi-row insert), one per
 * count seen. Only for counts the request schema bounds (an order's lines).
 */
export function preparedQueryPerCount<Params extends object, Row>(
  build: (db: Kysely<Database>, params: Params, count: number) => Compilable<Row>,
  options: PreparedQueryOptions = {},
) {
  const byCount = new Map<number, PreparedQuery<Params, Row>>();
  return (count: number): PreparedQuery<Params, Row> => {
    let query = byCount.get(count);
    if (!query) {
      query = preparedQuery<Params, Row>((db, params) => build(db, params, count), options);
      byCount.set(count, query);
    }
    return query;
  };
}

/**
 * These fields of `row`, each read by name: a prepared query's values, whose markers stand for
 * the parameters field by field and have nothing to spread.
 */
export function fieldsOf<T extends object, K extends keyof T>(
  row: T,
  fields: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<T, K>;
}

/** `{ p0: first, p1: second, … }`: a list as the parameters of a per-count prepared query. */
export function listParams<T>(values: readonly T[]): Record<string, T> {
  const params: Record<string, T> = {};
  values.forEach((value, index) => {
    params[`p${String(index)}`] = value;
  });
  return params;
}

/** The values of `listParams`, in order: the list a per-count prepared query is built from. */
export function listMarkers<T>(params: Record<string, T>, count: number): T[] {
  return Array.from({ length: count }, (_, index) => params[`p${String(index)}`] as T);
}
