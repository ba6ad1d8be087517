import { ADMIN, DEMO, expect, loginAs, submitLogin, test } from './fixtures';
import { fillRegistration, registerCustomer } from './steps';

const REQUIRED = 'Please fill in all required fields';
const PASSWORD_RULE =
  'Password must be at least 8 characters and include uppercase, lowercase, number, and special character.';
const MISMATCH = 'Passwords do not match';
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const INVALID_EMAIL = 'Please enter a valid email address';
const INVALID_PHONE = 'Please enter a valid 10-digit phone number';

test.describe('accounts', () => {
  test('registers through both steps, with each validation message shown once', async ({
    page,
  }) => {
    const email = `asha.${Date.now()}@example.in`;
    await page.goto('/register');
    const continueButton = page.getByRole('button', { name: 'Continue' });

    // Nothing filled in: one "required" message for the whole step, every empty field marked.
    await continueButton.click();
    await expect(page.getByText(REQUIRED)).toHaveCount(1);
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    // The first field to fix, in the page's order, takes the focus.
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email').fill('asha@');
    await page.getByLabel('Phone').fill('98765');
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm password').fill('different');
    await continueButton.click();
    await expect(page.getByText(REQUIRED)).toHaveCount(0);
    await expect(page.getByLabel('Email')).toBeFocused();
    for (const message of [INVALID_EMAIL, INVALID_PHONE, PASSWORD_RULE, MISMATCH]) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    }

    // Fixing each one clears its message.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('Secret#Garden42');
    await expect(page.getByText(PASSWORD_RULE)).toHaveCount(0);
    await expect(page.getByText(MISMATCH)).toHaveCount(1);
    await page.getByLabel('Confirm password').fill('Secret#Garden42');
    await continueButton.click();

    // Step 2: the address, every field required.
    await expect(page.getByLabel('Street address')).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(REQUIRED)).toHaveCount(1);
    await page.getByLabel('Street address').fill('12 Residency Road');
    await page.getByLabel('City').fill('Bengaluru');

    // Back keeps what was typed on both steps.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Confirm password')).toHaveValue('Secret#Garden42');
    await continueButton.click();
    await expect(page.getByLabel('Street address')).toHaveValue('12 Residency Road');
    await page.getByLabel('State').fill('Karnataka');
    await page.getByLabel('Zip code').fill('560025');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Asha' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    // Signed in for real: the profile shows the new account's details.
    await banner.getByRole('link', { name: 'Asha' }).click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('12 Residency Road, Bengaluru, Karnataka 560025')).toBeVisible();
  });

  test('refuses a common password that passes the character rule, before asking for the address', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email').fill(`common.${Date.now()}@example.in`);
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByLabel('Confirm password').fill('Password1!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(COMMON, { exact: true })).toHaveCount(1);
    await expect(page.getByText(PASSWORD_RULE)).toHaveCount(0);
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    // The name typed above counts against the password too.
    await page.getByLabel('Password', { exact: true }).fill('AshaRao@2025');
    await page.getByLabel('Confirm password').fill('AshaRao@2025');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(COMMON, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('Mango#Lassi2468');
    await page.getByLabel('Confirm password').fill('Mango#Lassi2468');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Street address')).toBeVisible();
  });

  test('changes the password on the profile: the old one stops working', async ({ page }) => {
    const account = await registerCustomer(page.request, { firstName: 'Arjun', lastName: 'Nair' });
    const oldToken = account.token;
    await loginAs(page, account);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Wrong@12345');
    await form.getByLabel('New password', { exact: true }).fill('P@ssw0rd1');
    await form.getByLabel('Confirm new password').fill('P@ssw0rd1');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText(COMMON, { exact: true })).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('Fresh#Linen4567');
    await form.getByLabel('Confirm new password').fill('Fresh#Linen4567');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Your current password is not correct.')).toBeVisible();
    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByText('Password changed. Other devices have been signed out.'),
    ).toBeVisible();

    // This device stays signed in; the session of the registration has ended.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const stale = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(stale.status()).toBe(401);
    const oldLogin = await page.request.post('/api/auth/login', {
      data: { userName: account.email, password: account.password },
    });
    expect(oldLogin.status()).toBe(401);
  });

  test('refuses an e-mail that already has an account, beside the e-mail field', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillRegistration(page, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'DEMO@freshfold.in',
      phone: '9876543210',
      password: 'Secret#Garden42',
      street: '1 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
    });
    await expect(page.getByText('Email or username already exists')).toHaveCount(1);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('logs in, logs out, and a wrong password is refused', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(/admin@freshfold\.in/)).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, DEMO);
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Priya' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The server ended the session too: the old token no longer works.
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  });

  test('an admin sees the Admin button, in the header and the mobile menu', async ({ page }) => {
    // The welcome offer opens on Home 2 s after arriving; seen before, it cannot cover the menu.
    await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
    await loginAs(page, ADMIN);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('returns to the remembered page with the pickup choice after login', async ({ page }) => {
    await page.goto('/');
    // What the cart does for a guest at checkout.
    await page.evaluate(() => {
      window.history.pushState(
        {
          usr: { redirect: '/profile', pickupDate: '2026-12-01T00:00:00.000Z', pickupSlot: 3 },
          key: 'x',
          idx: 1,
        },
        '',
        '/login',
      );
      window.dispatchEvent(
        new PopStateEvent('popstate', { state: window.history.state as unknown }),
      );
    });
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await submitLogin(page, DEMO);
    await expect(page).toHaveURL(/\/profile$/);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
    expect(state).toEqual({ pickupDate: '2026-12-01T00:00:00.000Z', pickupSlot: 3 });
  });

  test('edits the profile and keeps the change after a reload', async ({ page }) => {
    // A fresh account, so the seeded demo customer stays as other specs expect it.
    const account = await registerCustomer(page.request, {
      firstName: 'Priya',
      lastName: 'Sharma',
    });
    await loginAs(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByText('Email cannot be changed')).toBeVisible();

    // Cancel throws the edit away.
    await page.getByLabel('First name').fill('Nobody');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Priya Sharma')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(INVALID_PHONE)).toHaveCount(1);

    await page.getByLabel('First name').fill('Priyanka');
    await page.getByLabel('Phone').fill('9000000001');
    await page.getByLabel('City').fill('Mysuru');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByText('Priyanka Sharma')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Priyanka' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Priyanka Sharma')).toBeVisible();
    await expect(page.getByText('9000000001')).toBeVisible();
    await expect(page.getByText(/Mysuru/)).toBeVisible();

    // The server has it too, not only this browser.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ firstName: 'Priyanka', city: 'Mysuru' });

    const year = new Date().getFullYear();
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('Member since')).toBeVisible();
    await expect(summary.getByText(new RegExp(`\\w+ ${year}`))).toBeVisible();
    await expect(summary.getByText('Loyalty points')).toBeVisible();
  });

  test('/profile signed out goes to the login page, and back after login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, DEMO);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  test('forgot password shows the check-your-email view after a moment', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill('someone@example.in');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('Password reset instructions sent to your email')).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
