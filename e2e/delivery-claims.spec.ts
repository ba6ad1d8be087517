import { ADMIN, expect, test } from './fixtures';
import { apiToken } from './steps';

/** A claim of free pickup or delivery, in any of the site's wordings. */
const FREE_CLAIM = /free (pickup|delivery)|no extra cost/i;

test("the site's free pickup and delivery claims follow the shop's delivery fee", async ({
  page,
}) => {
  // Hydration mismatches and other script errors show in the console.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const adminToken = await apiToken(page.request, ADMIN);
  const setCharges = async (deliveryFee: number, minimumOrder: number) => {
    const response = await page.request.put('/api/admin/settings', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { deliveryFee, minimumOrder },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  // The seeded shop charges no fee: the spec's claims, as the pages always said them.
  await page.goto('/');
  await expect(page.getByText('Free pickup and delivery across Bengaluru')).toBeVisible();
  const benefits = page.getByRole('region', { name: 'Why Choose FreshFold' });
  await expect(benefits).toContainText('Free pickup and delivery');
  await expect(benefits).toContainText('at no extra cost');
  await page.goto('/services');
  await expect(
    page.getByText(
      'Transparent prices per piece. Free pickup and delivery across Bengaluru, with same-day and next-day options.',
    ),
  ).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /with free pickup and delivery\.$/,
  );

  try {
    // The admin sets a ₹40 delivery fee and a ₹300 minimum order.
    await setCharges(40, 300);

    // The HTML sent before any script runs keeps the default text (prerendered, and rendered
    // by the server for the services page); the page then says what is true.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Free pickup and delivery across Bengaluru');
    await page.goto('/');
    await expect(page.getByText('Doorstep pickup and delivery across Bengaluru')).toBeVisible();
    await expect(benefits).toContainText('Delivery ₹40 per order.');
    await expect(page.locator('main')).not.toContainText(FREE_CLAIM);
    await expect(page.locator('footer')).toContainText('₹40 per order');
    await expect(page.locator('footer')).not.toContainText(FREE_CLAIM);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /₹40 per order/,
    );

    await page.goto('/services');
    const subtitle = page.getByText(/^Transparent prices per piece\./);
    await expect(subtitle).toHaveText(
      'Transparent prices per piece. Doorstep pickup and delivery across Bengaluru for ₹40 per order, with same-day and next-day options. Minimum order ₹300.',
    );
    await expect(page.locator('body')).not.toContainText(FREE_CLAIM);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /₹40 per order\.$/,
    );

    await page.goto('/about');
    await expect(
      page.getByText('Pickup and delivery every day of the week, at ₹40 per order.'),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText(FREE_CLAIM);

    // Back to no fee: the claims come back on the next page.
    await setCharges(0, 0);
    await page.goto('/services');
    await expect(page.getByText(/Free pickup and delivery across Bengaluru/)).toBeVisible();
    await expect(page.getByText(/Minimum order/)).toHaveCount(0);
  } finally {
    await setCharges(0, 0);
  }
  expect(errors).toEqual([]);
});
