import type { Page } from '@playwright/test';
import { expect, loginAs, submitLogin, test } from './fixtures';
import { addToCart, endSessionsElsewhere, registerCustomer, type Customer } from './steps';

/**
 * What one account fetched is never shown to another in the same browser: a shop counter or a
 * family computer is used by several customers one after the other, in one tab or in several.
 * Every step moves inside the app (no reload), where the app keeps what it fetched.
 */

const FRIEND = 'Ananya R.';
const LOADING = 'Loading your referrals…';
const NONE_YET = 'No one has registered with your link yet.';

/** Logs in from the header's Login link, inside the app. */
async function loginInApp(page: Page, account: Customer) {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await submitLogin(page, account);
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
 * A customer one friend registered with, signed in on Refer & Earn, where the friend shows as
 * 'Ananya R.'.
 */
async function referrerSeeingTheirFriend(page: Page): Promise<Customer> {
  const referrer = await registerCustomer(page.request, { firstName: 'Deepa', lastName: 'Rao' });
  await registerCustomer(page.request, {
    firstName: 'Ananya',
    lastName: 'Rao',
    referrerId: referrer.id,
  });
  await loginAs(page, referrer);
  await openReferFromHeader(page);
  await expect(page.getByText(FRIEND)).toBeVisible();
  return referrer;
}

/**
 * Opens Refer & Earn with the list's answer held back a moment, and checks what shows before
 * it comes: the loading line, and the friend's name nowhere (no list kept from earlier).
 */
async function openReferralsHeldBack(page: Page) {
  await page.route('**/api/referrals', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openReferFromHeader(page);
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
    await referrerSeeingTheirFriend(page);
    const next = await registerCustomer(page.request, { firstName: 'Farhan' });

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await loginInApp(page, next);
    await openReferralsHeldBack(page);
    await expect(page.getByText(NONE_YET)).toBeVisible();
    await expect(page.getByText(FRIEND)).toHaveCount(0);
  });

  test('another customer signing in from another tab does not see the referrals this tab fetched', async ({
    page,
  }) => {
    await referrerSeeingTheirFriend(page);
    const next = await registerCustomer(page.request, { firstName: 'Farhan' });

    // The next customer signs in in a second tab while this one shows another page; this tab
    // follows the stored session.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    const other = await page.context().newPage();
    await loginAs(other, next);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Farhan' })).toBeVisible();

    await openReferralsHeldBack(page);
    await expect(page.getByText(NONE_YET)).toBeVisible();
    await other.close();
  });

  test('a session ended by the server (401) leaves nothing fetched under it in the tab', async ({
    page,
  }) => {
    const first = await referrerSeeingTheirFriend(page);

    await endSessionsElsewhere(page);
    await openReferFromHeader(page);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page.getByText('Sign in to see who joined with your link.')).toBeVisible();

    // Signing in again loads the account's list afresh rather than showing the old one.
    await loginInApp(page, first);
    await openReferralsHeldBack(page);
    await expect(page.getByText(FRIEND)).toBeVisible();
  });

  test('Logout in one tab empties the cart of every tab, and the next customer does not inherit it', async ({
    page,
  }) => {
    const first = await registerCustomer(page.request, { firstName: 'Deepa' });
    await loginAs(page, first);
    await addToCart(page, { Shirt: 3 });
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    await expect(cartLink).toHaveAccessibleName('Cart, 3 items');

    // The same customer logs out in a second tab of the browser.
    const other = await page.context().newPage();
    await other.goto('/');
    await other.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(other.getByText('Logged out successfully')).toBeVisible();
    await other.close();

    // This tab, untouched since, shows no account and an empty cart; the next customer who
    // signs in here and adds an item orders that item alone.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(cartLink).toHaveAccessibleName('Cart, 0 items');
    const next = await registerCustomer(page.request, { firstName: 'Farhan' });
    await loginInApp(page, next);
    await addToCart(page, { Saree: 1 });
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Saree' })).toHaveValue('1');
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Shirt' })).toHaveCount(0);
  });
});
