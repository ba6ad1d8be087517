import { describe, expect, it } from 'vitest';
import { afterLogin } from './redirect';

describe('where login leads', () => {
  it('goes home when nothing was remembered', () => {
    expect(afterLogin(null)).toEqual({ path: '/', state: undefined });
    expect(afterLogin({})).toEqual({ path: '/', state: undefined });
  });

  it('returns to checkout with the pickup date and slot the guest chose', () => {
    expect(
      afterLogin({ redirect: '/checkout', pickupDate: '2026-11-25T00:00:00.000Z', pickupSlot: 3 }),
    ).toEqual({
      path: '/checkout',
      state: { pickupDate: '2026-11-25T00:00:00.000Z', pickupSlot: 3 },
    });
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'profile', 42])(
    'never follows %j off the site',
    (redirect) => {
      expect(afterLogin({ redirect }).path).toBe('/');
    },
  );

  it('carries only the pickup fields', () => {
    expect(afterLogin({ redirect: '/profile', role: 'admin' })).toEqual({
      path: '/profile',
      state: undefined,
    });
  });
});
