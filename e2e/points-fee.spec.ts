import { expectNoSeriousAccessibilityViolations } from './axe';
import { ADMIN, expect, loginAs, test } from './fixtures';
import {
  addToCart,
  apiToken,
  AT_BENGALURU,
  checkOutWithPickup,
  customerWhoEarnedPoints,
  openAdminTab,
  placeOrder,
} from './steps';

test.use(AT_BENGALURU);

/** The page is no wider than the phone's screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('the shop charges a delivery fee above a minimum order, and a customer spends loyalty points at checkout', async ({
  page,
  browser,
  baseURL,
}) => {
  // A customer who earned points on an order the shop completed.
  const adminToken = await apiToken(page.request, ADMIN);
  const {
    customer,
    order: earlier,
    earned,
  } = await customerWhoEarnedPoints(page.request, adminToken, 'Meera');
  expect(earned).toBeGreaterThanOrEqual(20);

  const shopContext = await browser.newContext({ baseURL });
  const shop = await shopContext.newPage();
  try {
    // The admin sets a ₹40 fee and a ₹200 minimum in Settings.
    await loginAs(shop, ADMIN);
    const settings = await openAdminTab(shop, 'Settings');
    await expect(settings.getByText('Delivery is free; there is no minimum order.')).toBeVisible();
    await settings.getByLabel('Delivery fee (₹)').fill('-5');
    await shop.getByRole('button', { name: 'Save Delivery Fee' }).click();
    await expect(settings.getByText('Enter an amount from ₹0 to ₹10,000.')).toBeVisible();
    await settings.getByLabel('Delivery fee (₹)').fill('40');
    await settings.getByLabel('Minimum order (₹)').fill('200');
    await shop.getByRole('button', { name: 'Save Delivery Fee' }).click();
    await expect(shop.getByText('Delivery fee and minimum order saved')).toBeVisible();
    await expect(
      settings.getByText(
        'Every order pays ₹40 delivery; orders of less than ₹200 (items subtotal) are refused.',
      ),
    ).toBeVisible();
    await expect(shop.getByText('Delivery fee and minimum order saved')).toBeHidden();
    await expectNoSeriousAccessibilityViolations(shop);

    // Below the minimum, the cart says how much is missing and Checkout waits.
    await loginAs(page, customer);
    await addToCart(page, { Blouse: 1 });
    await page.goto('/cart');
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The minimum order is ₹200. Add ₹100 more to place it.',
      }),
    ).toBeVisible();
    await expect(page.getByText('Delivery fee').locator('..')).toContainText('₹40');
    await expect(page.getByTestId('cart-total')).toHaveText('₹140');
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

    // With a suit added the minimum is met: ₹750 + ₹40.
    await addToCart(page, { 'Suit 3 piece': 1 });
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toHaveText('₹790');
    await expect(page.getByText('The minimum order is ₹200.')).toBeHidden();
    await expect(
      page.getByText(`You have ${String(earned)} loyalty points: use up to ${String(earned)}`),
    ).toBeVisible();
    // On a phone the summary with the fee fits the screen.
    await page.setViewportSize({ width: 360, height: 800 });
    const summary = await page
      .getByTestId('cart-total')
      .locator('xpath=ancestor::div[contains(@class,"space-y-2")][1]')
      .boundingBox();
    expect((summary?.x ?? 0) + (summary?.width ?? Infinity)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    // At checkout the customer uses 20 points: ₹790 − ₹20.
    await checkOutWithPickup(page);
    await expect(page.getByTestId('checkout-total')).toHaveText('₹790');
    const points = page.getByLabel('Points to use');
    await points.fill(String(earned + 1));
    await page.getByRole('button', { name: 'Use points', exact: true }).click();
    await expect(
      page.getByText(`You can use at most ${String(earned)} points on this order.`),
    ).toBeVisible();
    await points.fill('20');
    await page.getByRole('button', { name: 'Use points', exact: true }).click();
    await expect(page.getByText('Loyalty points (20)').locator('..')).toContainText('−₹20');
    await expect(page.getByTestId('checkout-total')).toHaveText('₹770');
    await expectNoSeriousAccessibilityViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, 360);
    await page.setViewportSize({ width: 1280, height: 900 });

    const order = await placeOrder(page);
    expect(order).toMatchObject({
      subtotal: 750,
      deliveryFee: 40,
      pointsRedeemed: 20,
      totalAmount: 770,
    });
    // The order page shows the fee and the points, and the total charged.
    await expect(page.getByText('Delivery fee').first().locator('..')).toContainText('₹40');
    await expect(page.getByText('Loyalty points (20)').locator('..')).toContainText('−₹20');
    await expect(page.getByText('Total charged').locator('..')).toContainText('₹770');

    // The profile's points history: earned on the first order, used on this one.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Points History' }).click();
    await expect(page.getByTestId('points-balance')).toHaveText(`${String(earned - 20)} points`);
    const history = page.getByRole('list', { name: 'Points history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(
      `Used on order #${String(order?.id)}`,
    );
    await expect(history.getByRole('listitem').first()).toContainText('−20');
    await expect(history.getByRole('listitem').last()).toContainText(
      `Earned on order #${String(earlier.id)}`,
    );
    await expect(history.getByRole('listitem').last()).toContainText(`+${String(earned)}`);
  } finally {
    // The other specs of this worker's app expect the shop's defaults.
    await page.request.put('/api/admin/settings', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { deliveryFee: 0, minimumOrder: 0 },
    });
    await shopContext.close();
  }
});
