import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page, type Response } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');

export interface RunningApp {
  url: string;
  process: ChildProcess;
}

/** One pino line of the server's log. */
export type LogLine = Record<string, unknown>;

export interface StartedApp extends RunningApp {
  /** Resolves once the log lines written so far satisfy `done` (30 s at most). */
  waitForLog(done: (lines: readonly LogLine[]) => boolean): Promise<void>;
  /** Ends the server (if it is still running) and deletes its database. */
  stop(): Promise<void>;
}

/** Starts the built server on a free port with a fresh SQLite database; resolves with its URL. */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<StartedApp> {
  const folder = mkdtempSync(join(tmpdir(), 'freshfold-e2e-'));
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `sqlite:${join(folder, 'e2e.db')}`,
      WEB_DIST: join(ROOT, 'apps/web/dist'),
      LOG_LEVEL: 'info',
      SCRYPT_LOG2_COST: '14',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.stdout.removeAllListeners('data');
  child.stderr.resume();

  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line (a warning printed by Node, say).
      }
    }
    for (const check of waiters) check();
  });

  return {
    url,
    process: child,
    waitForLog(done) {
      return new Promise<void>((resolveWait, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('the awaited log lines did not come'));
        }, 30_000);
        const check = () => {
          if (!done(lines)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolveWait();
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const ADMIN = { email: 'admin@freshfold.in', password: 'Ledger#Counter26' } as const;
export const DEMO = { email: 'demo@freshfold.in', password: 'Saree#Pickup24' } as const;

/** `test` with one running app per worker, used as the baseURL of every page. */
export const test = base.extend<{ welcomeOffer: boolean }, { app: RunningApp }>({
  /**
   * Whether Home's welcome offer may open (2 s after arriving, until it is seen). Off unless a
   * test is about it (`test.use({ welcomeOffer: true })`): on a slow machine it opened over the
   * header a test was using, 2 s after a login or logout landed on Home.
   */
  welcomeOffer: [false, { option: true }],
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startApp();
      await use(app);
      await app.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
  // A page of the app is painted from its HTML first and runs its code a moment later: as a
  // visitor does not tap before the page responds, `goto` and `reload` return once it runs.
  // Pass `waitUntil` to act on the page before then.
  page: async ({ page, welcomeOffer }, use) => {
    if (!welcomeOffer) {
      await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilReady = async (
      response: Response | null,
      options: { waitUntil?: unknown } | undefined,
    ) => {
      if (options?.waitUntil === undefined && isAppPage(response)) await pageReady(page);
      return response;
    };
    page.goto = async (url, options) => untilReady(await goto(url, options), options);
    page.reload = async (options) => untilReady(await reload(options), options);
    await use(page);
  },
});

/** An HTML page the app serves (not an API answer, not another site). */
function isAppPage(response: Response | null): boolean {
  return (
    response !== null &&
    response.ok() &&
    (response.headers()['content-type'] ?? '').startsWith('text/html')
  );
}

/**
 * Logs in through the login page, as a customer would, and waits until the app shows the
 * account as signed in. Pass `redirect` state by navigating first if a test needs it.
 */
export async function loginAs(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  // A page opened outside the fixture (another tab or context) waits here.
  await pageReady(page);
  await submitLogin(page, credentials);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeAttached();
}

/** Fills the login form the page shows and submits it. */
export async function submitLogin(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  // Right after an in-app navigation the form may still be rendered anew (seen once, signing in
  // again after a session ended by a 401: the e-mail typed was gone, the password kept). A
  // person types once the page has settled; the test types until both values hold.
  await expect(async () => {
    await email.fill(credentials.email);
    await password.fill(credentials.password);
    await expect(email).toHaveValue(credentials.email, { timeout: 250 });
    await expect(password).toHaveValue(credentials.password, { timeout: 250 });
  }).toPass();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Resolves once the app has taken over the page (hydrated the prerendered HTML, or rendered it)
 * and replayed what was typed before: it marks its root `data-ready`.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
}

export { expect };
