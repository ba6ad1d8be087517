import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * Every web test starts from an empty page: what a test rendered is unmounted, what it stubbed
 * (`fetch`, navigator's parts) is restored, and what it left in localStorage (a session, a
 * cart) is cleared, so that no test passes or fails by what ran before it.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
