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
  // Logins at a real password cost, so that each is still running (hashing, or queued for the
  // hashing, which takes one at a time on two cores) when the signal comes; debug logs, for the
  // line each request gets when it arrives. Four of them stay well inside the 10 s drain even on
  // a busy machine; the queue may hold them as long as that takes.
  const app = await startApp({
    SCRYPT_LOG2_COST: '16',
    LOG_LEVEL: 'debug',
    PASSWORD_HASH_MAX_WAIT: '60s',
  });
  const exited = new Promise<number | null>((done) => app.process.once('exit', done));

  const requestIds = Array.from({ length: 4 }, () => randomUUID());
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
  expect(answers.map((answer) => answer.status)).toEqual(Array<number>(4).fill(200));
  for (const answer of answers) expect((await answer.json()) as object).toHaveProperty('token');
  expect(await exited).toBe(0);
  await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
  await app.stop();
});
