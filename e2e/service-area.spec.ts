import { expectNoSeriousAccessibilityViolations } from './axe';
import { ADMIN, expect, loginAs, test } from './fixtures';
import {
  addToCart,
  apiToken,
  AT_BENGALURU,
  checkOutWithPickup,
  openAdminTab,
  registerCustomer,
} from './steps';

test.use(AT_BENGALURU);

const BENGALURU = Array.from({ length: 300 }, (_, i) => String(560001 + i));

test('the shop narrows its service area: a customer outside it is told in the cart and cannot order until their PIN code is served', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(page.request, {
    firstName: 'Farah',
    zipCode: '560150',
  });
  const shopContext = await browser.newContext({ baseURL });
  const shop = await shopContext.newPage();
  try {
    // The admin narrows the list to the codes near the shop.
    await loginAs(shop, ADMIN);
    const settings = await openAdminTab(shop, 'Settings');
    const area = settings.getByLabel('PIN codes');
    await expect(area).toHaveValue('560001-560300');
    await expect(settings.getByText('The shop picks up from 300 PIN codes.')).toBeVisible();
    await area.fill('560001-560100\n560034, 56020');
    await shop.getByRole('button', { name: 'Save Service Area' }).click();
    await expect(
      settings.getByText('"56020" is not a PIN code or a range like 560001-560300.'),
    ).toBeVisible();
    await area.fill('560001 – 560100\n560200, 560034');
    await shop.getByRole('button', { name: 'Save Service Area' }).click();
    await expect(shop.getByText('Service area saved')).toBeVisible();
    await expect(settings.getByText('The shop picks up from 101 PIN codes.')).toBeVisible();
    await expect(area).toHaveValue('560001-560100\n560200');
    await expect(shop.getByText('Service area saved')).toBeHidden();
    await expectNoSeriousAccessibilityViolations(shop);

    // The customer's cart says so before checkout, and Checkout waits.
    await loginAs(page, customer);
    await addToCart(page, { 'Suit 3 piece': 1 });
    await page.goto('/cart');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: "Sorry, we don't pick up from 560150 yet." });
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    // The customer moved: the profile takes the new PIN code, a 6-digit one.
    await refusal
      .getByRole('link', { name: 'Moved? Update the zip code in your profile.' })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Zip code').fill('5600');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a 6-digit PIN code, e.g. 560001.')).toBeVisible();
    await page.getByLabel('Zip code').fill('560034');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('row', { name: /Suit 3 piece/ })).toBeVisible();
    await expect(page.getByText(/we don't pick up from/)).toHaveCount(0);
    await checkOutWithPickup(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
  } finally {
    // Other specs of this worker share the app: Bengaluru's list comes back.
    const token = await apiToken(shop.request, ADMIN);
    const restored = await shop.request.put('/api/admin/service-area', {
      headers: { authorization: `Bearer ${token}` },
      data: { pinCodes: BENGALURU },
    });
    expect(restored.status()).toBe(200);
    await shopContext.close();
  }
});
