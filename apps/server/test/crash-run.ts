/**
 * What the crash tests (crash.ts, crash-outbox.ts) share: a scratch SQLite file the built
 * server runs on, with one JWT secret for every instance (a token outlives a kill), the kill -9
 * at a random moment while the test's workers use the server, and how a run ends: its verdict,
 * then the last instance killed and the file removed.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../bench/harness.js';

export interface CrashServer {
  child: ChildProcess;
  base: string;
}

export function crashRun(name: string) {
  const folder = mkdtempSync(join(tmpdir(), `freshfold-${name}-`));
  const file = join(folder, `${name}.db`);
  const secret = randomBytes(32).toString('hex');
  let server: CrashServer | undefined;
  return {
    /** The SQLite file the instances share. */
    file,
    /** A new instance of the built server on the file, logging errors only, with `env` added. */
    async start(env: Record<string, string>): Promise<CrashServer> {
      server = await startBuiltServer({
        DATABASE_URL: `sqlite:${file}`,
        JWT_SECRET: secret,
        LOG_LEVEL: 'error',
        ...env,
      });
      return server;
    },
    /**
     * Kills the instance with SIGKILL `pauseMs` from now while `workers` use it; resolves once it
     * has exited and every worker has stopped.
     */
    async killWhile(instance: CrashServer, workers: Promise<void>[], pauseMs: number) {
      await new Promise((done) => setTimeout(done, pauseMs));
      const exited = new Promise((done) => instance.child.once('exit', done));
      instance.child.kill('SIGKILL');
      await exited;
      await Promise.all(workers);
    },
    /**
     * Runs the test: "`title` FAILED: …" and exit code 1 on the first violation; then the last
     * instance is killed, `cleanUp` runs and the file is removed.
     */
    run(title: string, main: () => Promise<void>, cleanUp?: () => Promise<void>): void {
      main()
        .catch((error: unknown) => {
          console.error(
            `${title} FAILED: ${error instanceof Error ? error.message : String(error)}`,
          );
          process.exitCode = 1;
        })
        .finally(async () => {
          server?.child.kill('SIGKILL');
          await cleanUp?.();
          rmSync(folder, { recursive: true, force: true });
        });
    },
  };
}
