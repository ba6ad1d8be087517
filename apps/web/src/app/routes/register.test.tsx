import { API_MESSAGES, MESSAGES } from '@freshfold/shared';

import { fireEvent, screen, waitFor } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';

import { renderInApp } from '@/testing/render-in-app';
import { RegisterPage } from './register';

const STRONG = 'Marigold#Press42';

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('register page', () => {
  it('on an e-mail that already has an account, goes back to step 1 with the Email field focused', async () => {
    const taken = API_MESSAGES.account.duplicateAccount;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: taken, field: 'email' }), { status: 409 }),
      ),
    );
    renderInApp(<RegisterPage />, { path: '/register' });

    fill({
      'First name': 'Asha',
      'Last name': 'Rao',
      Email: 'asha@example.com',
      Phone: '9876543210',
      Password: STRONG,
      'Confirm password': STRONG,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Street address', {}, { timeout: 5000 });
    fill({
      'Street address': '12 MG Road',
      City: 'Bengaluru',
      State: 'Karnataka',
      'Zip code': '560001',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByText(taken)).toBeTruthy());
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('asha@example.com');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByText(MESSAGES.account.registrationError)).toBeNull();
  });
});
