import { ACCOUNT_PAGE_MESSAGES, MESSAGES } from '@freshfold/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password';

const TEXT = ACCOUNT_PAGE_MESSAGES.passwordReset;
const STRONG = 'Marigold#Press42';

/** The page at `url`, with /login standing in for the login page. */
function renderAt(url: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server's answer to the reset, as `POST /api/auth/reset-password` gives it. */
function answer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(init.body as string) as unknown });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return calls;
}

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password page', () => {
  it('without a token says the link is not valid and links to a new one', () => {
    renderAt('/reset-password');
    expect(screen.getByText(TEXT.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXT.askAgain }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('holds the password to the rule and the confirmation to the password, sending nothing', async () => {
    const calls = answer(200, { message: 'ok' });
    renderAt('/reset-password?token=abc');
    fill('short', 'other');
    await waitFor(() => expect(screen.getByText(MESSAGES.register.passwordRule)).toBeTruthy());
    expect(screen.getByText(MESSAGES.register.passwordMismatch)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the token and the new password, then goes to the login page', async () => {
    const calls = answer(200, { message: 'Password reset' });
    renderAt('/reset-password?token=tok-123');
    fill(STRONG, STRONG);
    await waitFor(() => expect(screen.getByText('login page')).toBeTruthy());
    expect(calls).toEqual([
      { url: '/api/auth/reset-password', body: { token: 'tok-123', password: STRONG } },
    ]);
  });

  it('on a spent or expired token (400) asks for a new link', async () => {
    answer(400, { message: 'Invalid or expired token', field: 'token' });
    renderAt('/reset-password?token=spent');
    fill(STRONG, STRONG);
    await waitFor(() => expect(screen.getByText(TEXT.linkInvalid)).toBeTruthy());
    expect(screen.getByRole('link', { name: TEXT.askAgain })).toBeTruthy();
  });

  it("shows the server's refusal of the password on its field", async () => {
    answer(400, { message: MESSAGES.register.commonPassword, field: 'password' });
    renderAt('/reset-password?token=tok');
    fill(STRONG, STRONG);
    await waitFor(() => expect(screen.getByText(MESSAGES.register.commonPassword)).toBeTruthy());
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
