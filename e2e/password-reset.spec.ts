import { expectNoSeriousAccessibilityViolations } from './axe';
import { expect, test } from './fixtures';

const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';
const PASSWORD_RULE =
  'Password must be at least 8 characters and include uppercase, lowercase, number, and special character.';

test('the login page leads to forgot password, which checks the address before sending', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send reset instructions' });
  await send.click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill('someone@');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password answers the same for any address', async ({ page }) => {
  const probe = await page.request.post('/api/auth/forgot-password', {
    data: { email: 'nobody@example.in' },
  });
  expect(probe.status()).toBe(202);

  for (const email of ['demo@freshfold.in', `nobody.${Date.now()}@example.in`]) {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      page.getByText(
        'If an account exists for that e-mail, we have sent a link to reset your password.',
      ),
    ).toBeVisible();
  }
});

test('a reset link without a token asks for a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(LINK_INVALID)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the reset form holds the new password to the password rule and its confirmation', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/reset-password')) sent += 1;
  });
  await page.goto('/reset-password?token=unused-token');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm new password').fill('password2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  expect(sent).toBe(0);
});

test('a token the server does not know asks for a new link', async ({ page }) => {
  const probe = await page.request.post('/api/auth/reset-password', {
    data: { token: 'not-a-token', password: 'Marigold#Press42' },
  });
  expect(probe.status()).toBe(400);

  await page.goto('/reset-password?token=not-a-token');
  await page.getByLabel('New password', { exact: true }).fill('Marigold#Press42');
  await page.getByLabel('Confirm new password').fill('Marigold#Press42');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(LINK_INVALID)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
