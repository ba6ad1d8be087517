import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

/**
 * What one account fetched is never shown to another in the same browser: a shop counter or a
 * family computer is used by several customers one after the other, in one tab or in several.
 * Every step moves inside the app (no reload), where the app keeps what it fetched.
 */

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

let serial = 0;

async function registerAccount(
  request: APIRequestContext,
  firstName: string,
  referrerId?: number,
): Promise<Account> {
  serial += 1;
  const email = `${firstName.toLowerCase()}-${Date.now()}-${serial}@example.in`;
  const password = 'Tulsi#Garden24';
  const response = await request.post('/api/auth/register', {
    data: {
      firstName,
      lastName: 'Rao',
      email,
      userName: email,
      phone: '9876543210',
      street: '5 Church Street',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      password,
      ...(referrerId === undefined ? {} : { referrerId }),
    },
  });
  expect(response.ok()).toBeTruthy();
  const { id, token } = (await response.json()) as { id: number; token: string };
  return { id, email, password, token };
}

/** A customer one friend registered with: the friend shows as 'Ananya R.' on /refer. */
async function referrerWithOneFriend(request: APIRequestContext): Promise<Account> {
  const referrer = await registerAccount(request, 'Deepa');
  await registerAccount(request, 'Ananya', referrer.id);
  return referrer;
}

const FRIEND = 'Ananya R.';
const LOADING = 'Loading your referrals…';
const NONE_YET = 'No one has registered with your link yet.';

/** Logs in from the header's Login link, inside the app. */
async function loginInApp(page: Page, account: Account) {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeAttached();
}

/** Opens Refer & Earn from the header, inside the app. */
async function openReferFromHeader(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Refer & Earn' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeVisible();
}

/**
 * Holds the referral list's answers back a moment, so that what the page shows before the
 * answer (a list kept from earlier, or the loading line) can be seen.
 */
async function slowReferrals(page: Page) {
  await page.route('**/api/referrals', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/** Before the held answer comes: the loading line, and the friend's name nowhere. */
async function expectNothingShownBeforeTheAnswer(page: Page) {
  await expect(page.getByText(LOADING).or(page.getByText(FRIEND))).toBeVisible();
  expect(await page.getByText(FRIEND).count(), 'a list fetched earlier is shown').toBe(0);
  await expect(page.getByText(LOADING)).toBeVisible();
}

test.describe("one account's data is never shown to the next", () => {
  // The welcome offer on Home, seen before: its dialog would cover the header these tests use.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
  });

  test('after Logout, the next customer in the tab does not see the previous one’s referrals', async ({
    page,
  }) => {
    const first = await referrerWithOneFriend(page.request);
    const next = await registerAccount(page.request, 'Farhan');

    await loginAs(page, first);
    await openReferFromHeader(page);
    await expect(page.getByText(FRIEND)).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await loginInApp(page, next);
    await slowReferrals(page);
    await openReferFromHeader(page);
    await expectNothingShownBeforeTheAnswer(page);
    await expect(page.getByText(NONE_YET)).toBeVisible();
    await expect(page.getByText(FRIEND)).toHaveCount(0);
  });

  test('another customer signing in from another tab does not see the referrals this tab fetched', async ({
    page,
  }) => {
    const first = await referrerWithOneFriend(page.request);
    const next = await registerAccount(page.request, 'Farhan');

    await loginAs(page, first);
    await openReferFromHeader(page);
    await expect(page.getByText(FRIEND)).toBeVisible();

    // The next customer signs in in a second tab while this one shows another page; this tab
    // follows the stored session.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    const other = await page.context().newPage();
    await other.goto('/login');
    await other.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
    await other.getByLabel('Email').fill(next.email);
    await other.getByLabel('Password', { exact: true }).fill(next.password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(other.getByText('Login successful')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Farhan' })).toBeVisible();

    await slowReferrals(page);
    await openReferFromHeader(page);
    await expectNothingShownBeforeTheAnswer(page);
    await expect(page.getByText(NONE_YET)).toBeVisible();
    await other.close();
  });

  test('a session ended by the server (401) leaves nothing fetched under it in the tab', async ({
    page,
  }) => {
    const first = await referrerWithOneFriend(page.request);

    await loginAs(page, first);
    await openReferFromHeader(page);
    await expect(page.getByText(FRIEND)).toBeVisible();

    // Logout on another device ends every session of the account.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const ended = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBeTruthy();
    await openReferFromHeader(page);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page.getByText('Sign in to see who joined with your link.')).toBeVisible();

    // Signing in again loads the account's list afresh rather than showing the old one.
    await loginInApp(page, first);
    await slowReferrals(page);
    await openReferFromHeader(page);
    await expectNothingShownBeforeTheAnswer(page);
    await expect(page.getByText(FRIEND)).toBeVisible();
  });
});
