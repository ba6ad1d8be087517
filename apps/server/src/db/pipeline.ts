import { CompiledQuery, PostgresAdapter } from 'kysely';
import type pg from 'pg';
import { statementNameOf } from './prepared.js';
import type { Db } from './tables.js';

/**
 * Pipelining on PostgreSQL: statements written to the connection one after another without
 * waiting for each answer (node-postgres's pipeline mode), so that several cost one round trip.
 * PostgreSQL still runs them one at a time, in order, each to completion (a statement waiting
 * for a row lock holds back the ones behind it), and answers each on its own: a statement sees
 * what the ones before it did, and one that fails leaves the transaction aborted, so the ones
 * after it fail too and nothing is committed.
 *
 * Kysely runs one statement at a time on a connection, so the statements of a pipeline reach
 * the connection as one marker statement, which `pipelineConnection` unpacks.
 */
const PIPELINE = '-- pipeline';
/**
 * The next statement (or pipeline) on this connection goes out behind a BEGIN, and the
 * statements this marker carries (settings of the transaction, `SET LOCAL …`).
 */
const BEGIN_WITH_NEXT = '-- begin with the next statement';
/** ROLLBACK, if a transaction is still open on this connection. */
const ROLLBACK_IF_OPEN = '-- rollback if a transaction is open';

/** BEGIN, then `settings`, sent with the next statement on this connection. */
export function beginWithNext(settings: readonly CompiledQuery[] = []): CompiledQuery {
  return CompiledQuery.raw(BEGIN_WITH_NEXT, [settings.map(statementOf)]);
}

const statementOf = (query: CompiledQuery): Statement => ({
  sql: query.sql,
  parameters: query.parameters,
});
export const rollbackIfOpen = CompiledQuery.raw(ROLLBACK_IF_OPEN);
export const commit = CompiledQuery.raw('commit');

/** A statement's answer: its rows, and the command tag (COMMIT, or ROLLBACK for a failed one). */
export interface PipelinedResult {
  command: string;
  rows: unknown[];
}

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Runs `queries` in order and resolves with their answers, once all have answered; rejects with
 * the first failure. PostgreSQL: one round trip. SQLite: one by one (in-process).
 */
export async function pipelined(
  db: Db,
  queries: readonly CompiledQuery[],
): Promise<PipelinedResult[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await db.executeQuery(CompiledQuery.raw(PIPELINE, [queries.map(statementOf)]));
    return rows as PipelinedResult[];
  }
  const results: PipelinedResult[] = [];
  for (const query of queries) {
    const { rows } = await db.executeQuery(query);
    results.push({ command: '', rows });
  }
  return results;
}

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

const noRows = (command: string): pg.QueryResult => ({
  command,
  rowCount: 0,
  oid: 0,
  fields: [],
  rows: [],
});

/**
 * Prepares a pooled PostgreSQL connection (opened in pipeline mode) for the app: the hot paths'
 * fixed queries (`preparedQuery`) go as named statements, which each connection parses and plans
 * once, where an unnamed query is parsed and planned on every call; the marker statements above
 * are acted on; any other query is sent as it was.
 */
export function pipelineConnection(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const send = (statement: Statement) => {
    const name = statementNameOf(statement.sql);
    const values = [...statement.parameters];
    // node-postgres's callback form, not its promise form (`query(text, values)` with no
    // callback). Measured, not explained (its own wrapper is much like this one): with the
    // promise form, about half of what reading an answer allocates outlived two young-generation
    // collections and was promoted, to be freed only by a full collection, and an export of
    // 100 000 orders grew the server by 50-60 MB; with the callback form, answers die young
    // (answer-lifetime.test.ts). The rare calls below that pass straight through (a ROLLBACK,
    // a query in another shape) keep the promise form.
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const answered = (error: Error | null, result: pg.QueryResult) => {
        if (error) reject(error);
        else resolve(result);
      };
      if (name) void query({ name, text: statement.sql, values }, answered);
      else void query(statement.sql, values, answered);
    }).catch((error: unknown) => {
      // As node-postgres's promise form does: a stack that leads back to the caller, not to
      // the socket's read.
      if (error instanceof Error) Error.captureStackTrace(error);
      throw error;
    });
  };
  // node-postgres's socket (not part of its typed API; without it, one write per statement).
  const stream = (
    client as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } }
  ).connection?.stream;
  /** The BEGIN (and the transaction's settings) to send with the next statement, if any. */
  let begin: Statement[] | null = null;

  async function sendAll(statements: readonly Statement[]): Promise<pg.QueryResult[]> {
    // Corked, the statements leave in one write.
    const corked = typeof stream?.cork === 'function' && typeof stream.uncork === 'function';
    if (corked) stream.cork?.();
    let answers: Promise<pg.QueryResult>[];
    try {
      answers = statements.map(send);
    } finally {
      if (corked) stream.uncork?.();
    }
    const settled = await Promise.allSettled(answers);
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((outcome) => (outcome as PromiseFulfilledResult<pg.QueryResult>).value);
  }

  const wrapped = async (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) {
      return query(...args);
    }
    if (text === BEGIN_WITH_NEXT) {
      begin = [{ sql: 'begin', parameters: [] }, ...(values[0] as Statement[])];
      return noRows('BEGIN');
    }
    if (text === ROLLBACK_IF_OPEN) {
      begin = null;
      return client.getTransactionStatus() === 'I' ? noRows('ROLLBACK') : query('rollback');
    }
    const statements: Statement[] =
      text === PIPELINE ? (values[0] as Statement[]) : [{ sql: text, parameters: values }];
    const before = begin ?? [];
    begin = null;
    if (before.length === 0 && statements.length === 1 && text !== PIPELINE)
      return send(statements[0] as Statement);
    const answers = (await sendAll([...before, ...statements])).slice(before.length);
    if (text !== PIPELINE) return answers[0];
    const rows: PipelinedResult[] = answers.map((answer) => ({
      command: answer.command,
      rows: answer.rows,
    }));
    return { ...noRows('SELECT'), rowCount: rows.length, rows };
  };
  client.query = wrapped as typeof client.query;
}
