import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { InviteList } from './invite-list';

function stored(): { name: string; email: string; status: string }[] {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.referrals) ?? '[]') as {
    name: string;
    email: string;
    status: string;
  }[];
}

describe('invite list', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds a friend trimmed, clears the fields and keeps the list in this browser', async () => {
    render(<InviteList />);
    fireEvent.change(screen.getByLabelText("Friend's name"), { target: { value: ' Asha ' } });
    fireEvent.change(screen.getByLabelText("Friend's email"), {
      target: { value: 'asha@example.in ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByText('Asha')).toBeTruthy());
    expect(stored()).toMatchObject([{ name: 'Asha', email: 'asha@example.in', status: 'invited' }]);
    expect(screen.getByLabelText("Friend's name")).toHaveProperty('value', '');

    fireEvent.click(screen.getByRole('button', { name: 'Ordered' }));
    expect(stored()[0]?.status).toBe('ordered');
  });

  it('adds no one without both a name and an e-mail', async () => {
    render(<InviteList />);
    fireEvent.change(screen.getByLabelText("Friend's name"), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText("Friend's email"), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    // The submit is checked asynchronously: give it its turn before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
