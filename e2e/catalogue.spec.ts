import { expect, test } from './fixtures';

test.describe('catalogue', () => {
  test('the Services page lists every seeded service with its priced items', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    for (const name of ['Dry Cleaning', 'Laundry', 'Premium Services']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByRole('link', { name: `Order ${name}`, exact: true })).toBeVisible();
    }
    const dryCleaning = page.getByRole('region', { name: 'Dry Cleaning' });
    await expect(dryCleaning.getByRole('columnheader')).toHaveText([
      'Item',
      'Description',
      'Price (₹)',
      'Order',
    ]);
    const suitRow = dryCleaning.getByRole('row', { name: /Suit 3 piece/ });
    await expect(suitRow).toContainText('₹650');
    // The seeded services' tables: a header row each and the 16 seeded items. (A service the
    // admin spec adds on the same app has a table of its own, not counted here.)
    let seededRows = 0;
    for (const name of ['Dry Cleaning', 'Laundry', 'Premium Services']) {
      seededRows += await page.getByRole('region', { name, exact: true }).getByRole('row').count();
    }
    expect(seededRows).toBe(3 + 16);
    await expect(page).toHaveTitle(/Services/);
  });

  test('shows the prices the API answers', async ({ page, request }) => {
    // The API is the source: what it answers is what the page shows.
    const services = (await (await request.get('/api/services/getAllService')).json()) as {
      name: string;
      items: { name: string; price: number }[];
    }[];
    // The worker's app is shared with other specs, which may add to the catalogue: the seeded
    // items are there, and whatever the API answers is on the page at its price.
    const laundryItems = services.find((service) => service.name === 'Laundry')?.items ?? [];
    expect(laundryItems).toContainEqual(
      expect.objectContaining({ name: 'Bedsheet Double', price: 200 }),
    );
    await page.goto('/services');
    const laundry = page.getByRole('region', { name: 'Laundry' });
    for (const item of laundryItems) {
      await expect(laundry.getByRole('row', { name: new RegExp(`^${item.name} `) })).toContainText(
        `₹${item.price.toLocaleString('en-IN')}`,
      );
    }
  });

  test('a hash link scrolls to its service', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/services#premium-services');
    const section = page.getByRole('region', { name: 'Premium Services' });
    await expect(section).toBeInViewport();
  });

  test('falls back to the built-in catalogue when the API is down', async ({ page }) => {
    await page.route('**/api/services/getAllService', (route) => route.abort());
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Premium Services' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Wedding Dress/ })).toContainText('₹1,200');
  });

  test('an unknown page shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown API path answers JSON 404, not the page', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
  });

  test('a route change starts at the top of the page', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Premium Services' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
