import { expect, test } from '@playwright/test';
import { DEMO, startApp } from './fixtures';

/**
 * A deploy or a restart sends SIGTERM: the server stops taking connections, lets every request
 * already in flight finish, and exits cleanly. No customer's login or order is cut off.
 */
test('SIGTERM lets the requests in flight finish, then the server exits 0', async () => {
  // The full password cost, so that each login is still running when the signal comes.
  const app = await startApp({ SCRYPT_LOG2_COST: '17' });
  const exited = new Promise<number | null>((done) => app.process.once('exit', done));
  const logins = Array.from({ length: 8 }, () =>
    fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ userName: DEMO.email, password: DEMO.password }),
    }),
  );
  await new Promise((done) => setTimeout(done, 50));
  app.process.kill('SIGTERM');

  const answers = await Promise.all(logins);
  expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(200));
  for (const answer of answers) expect((await answer.json()) as object).toHaveProperty('token');
  expect(await exited).toBe(0);
  await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
});
