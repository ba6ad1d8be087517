import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO, startApp } from './fixtures';

/**
 * A deploy or a restart sends SIGTERM: the server stops taking connections, lets every request
 * it has already received finish, and exits cleanly. No customer's login or order that reached
 * the server is cut off.
 *
 * The signal is sent only once the server has logged every request as received: a request
 * still travelling when the signal comes is not in flight yet, and a closed port refusing it is
 * the correct answer (the client retries; orders carry an Idempotency-Key for that).
 */
test('SIGTERM lets the requests in flight finish, then the server exits 0', async () => {
  // The full password cost, so that each login is still running when the signal comes; debug
  // logs, for the line each request gets when it arrives. The eight logins queue for the
  // password hashing one after another: on a busy two-core machine that can take longer than
  // the queue's default 3 s, which would answer 503 before the signal is even sent.
  const app = await startApp({
    SCRYPT_LOG2_COST: '17',
    LOG_LEVEL: 'debug',
    PASSWORD_HASH_MAX_WAIT: '60s',
  });
  const exited = new Promise<number | null>((done) => app.process.once('exit', done));

  const requestIds = Array.from({ length: 8 }, () => randomUUID());
  const received = app.waitForLog((lines) =>
    requestIds.every((id) =>
      lines.some((line) => line.reqId === id && line.msg === 'incoming request'),
    ),
  );
  const logins = requestIds.map((requestId) =>
    fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ userName: DEMO.email, password: DEMO.password }),
    }),
  );
  await received;
  app.process.kill('SIGTERM');

  const answers = await Promise.all(logins);
  expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(200));
  for (const answer of answers) expect((await answer.json()) as object).toHaveProperty('token');
  expect(await exited).toBe(0);
  await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
  await app.stop();
});
