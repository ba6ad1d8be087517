import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './db/seed.js';
import { exitOnCrash, openLogOutput, wantsPrettyLog } from './logging.js';

/** Writes out the log lines still buffered; every way out of the process calls it first. */
let flushLog = (): void => undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  const logOutput = await openLogOutput({ pretty: wantsPrettyLog(config.env) });
  flushLog = logOutput.flushSync;
  const database = openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    passwordParams: config.passwordParams,
  });

  const app = await buildApp({ config, db: database.db, logStream: logOutput.stream });
  exitOnCrash(app.log, logOutput);
  if (seeded)
    app.log.info('seeded an empty database with the catalogue, slots, vouchers and accounts');
  if (!config.webDist)
    app.log.warn('no built web app found: serving the API only (run npm run build)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second signal: the operator does not want to wait for the drain.
      app.log.warn({ signal }, 'second signal: exiting without waiting for requests');
      flushLog();
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('requests still running after 10 s: exiting anyway');
      flushLog();
      process.exit(1);
    }, 10_000);
    timer.unref();
    // close() refuses new connections and closes the idle ones, but a keep-alive connection
    // whose request is still running stays open after its answer (Fastify keeps them 72 s).
    // Close each as soon as it falls idle, so the drain ends when the last answer is sent.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    reaper.unref();
    await app.close();
    clearInterval(reaper);
    await database.close();
    app.log.info('drained: every request answered, database closed');
    await logOutput.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  flushLog();
  process.exit(1);
});
