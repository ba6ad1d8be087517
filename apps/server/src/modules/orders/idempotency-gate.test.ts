import { API_MESSAGES } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { createIdempotencyGate } from './idempotency.js';

/** A promise the test settles by hand: the first request "still running". */
function pending<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('Idempotency-Key gate', () => {
  it('refuses a key with 409 while its first request runs, and frees it when it ends', async () => {
    const gate = createIdempotencyGate();
    const first = pending<string>();
    const running = gate.run(7, 'checkout-1', () => first.promise);

    const duplicate = gate.run(7, 'checkout-1', () => Promise.resolve('second order'));
    await expect(duplicate).rejects.toBeInstanceOf(HttpError);
    await expect(duplicate).rejects.toMatchObject({
      statusCode: 409,
      message: API_MESSAGES.order.idempotencyInFlight,
    });
    // Another customer's key of the same name, and requests without a key, are not held up.
    await expect(gate.run(8, 'checkout-1', () => Promise.resolve('theirs'))).resolves.toBe(
      'theirs',
    );
    await expect(gate.run(7, undefined, () => Promise.resolve('no key'))).resolves.toBe('no key');

    first.settle('first order');
    await expect(running).resolves.toBe('first order');
    // Finished: a retry goes through to the order's transaction (which replays the answer).
    await expect(gate.run(7, 'checkout-1', () => Promise.resolve('retry'))).resolves.toBe('retry');
  });

  it('frees the key when the first request fails', async () => {
    const gate = createIdempotencyGate();
    await expect(
      gate.run(7, 'checkout-2', () => Promise.reject(new Error('slot taken'))),
    ).rejects.toThrow('slot taken');
    await expect(gate.run(7, 'checkout-2', () => Promise.resolve('again'))).resolves.toBe('again');
  });
});
