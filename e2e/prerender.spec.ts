import { formatRupees, type TService } from '@freshfold/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, DEMO, expect, loginAs, pageReady, startApp, test } from './fixtures';

/**
 * The public pages are rendered to HTML at build time (apps/web/scripts/prerender.mjs) and
 * hydrated on the client: readable before any script runs, with no hydration error for a guest
 * or for a signed-in customer with a cart, whose state appears once hydrated. The catalogue
 * pages (/order, /services) are rendered by the server with the live catalogue, which they also
 * carry as a JSON data block for the client to hydrate with.
 */
const PAGES = [
  { path: '/', heading: 'Fresh, clean clothes, without the trip.', html: 'Fresh, clean clothes, ' },
  { path: '/services', heading: 'Our Services', html: 'Our Services</h1>' },
  { path: '/order', heading: 'Place Your Order', html: 'Place Your Order</h1>' },
  { path: '/cart', heading: 'Your Cart', html: 'Your Cart</h1>' },
  { path: '/about', heading: 'About FreshFold', html: 'About FreshFold</h1>' },
];

const CATALOGUE_PAGES = ['/order', '/services'];

/** The page's `#root` markup and the catalogue in its data block (null when it has none). */
function readPage(html: string): { root: string; catalogue: TService[] | null } {
  const root = html.slice(html.indexOf('<div id="root">'));
  const block = /<script type="application\/json" id="catalogue-data">([^<]*)<\/script>/.exec(html);
  return { root, catalogue: block?.[1] ? (JSON.parse(block[1]) as TService[]) : null };
}

/** The markup React writes for a text: `&`, `<`, `>` and `"` escaped. */
function asHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Every error the page reports: console errors (React reports hydration there) and throws. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The catalogue calls the page makes. */
function watchCatalogueCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/services/getAllService')) calls.push(request.url());
  });
  return calls;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { userName: ADMIN.email, password: ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Resolves once the app has hydrated the page and it has settled. */
async function hydrated(page: Page): Promise<void> {
  await pageReady(page);
  await page.waitForLoadState('networkidle');
}

test.describe('prerendered pages', () => {
  test('each page is served as HTML with its heading, no cache and no inline script', async ({
    request,
  }) => {
    for (const { path, html: marker } of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.includes(`<h1`) && root.includes(marker), `${path} has its h1 in the HTML`).toBe(
        true,
      );
      // The CSP allows scripts from the site only; a JSON data block is not run.
      expect(
        html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? [],
        path,
      ).toEqual([]);
    }
    // Other paths get the empty shell, which the client renders.
    const login = await (await request.get('/login')).text();
    expect(login).toContain('<div id="root"></div>');
  });

  test('the catalogue pages are sent with the live catalogue in their HTML', async ({
    request,
  }) => {
    const live = (await (await request.get('/api/services/getAllService')).json()) as TService[];
    expect(live.length).toBeGreaterThan(0);
    for (const path of CATALOGUE_PAGES) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      const etag = response.headers()['etag'];
      expect(etag, path).toBeTruthy();
      const { root, catalogue } = readPage(await response.text());
      expect(catalogue, `${path} carries the catalogue`).toEqual(live);
      expect(root).not.toContain('Loading services');
      // /order shows the first service's items; /services every service's.
      const shown = path === '/order' ? live.slice(0, 1) : live;
      for (const service of shown) {
        for (const item of service.items) {
          expect(root, `${path} shows ${item.name}`).toContain(`>${asHtml(item.name)}</`);
          expect(root, `${path} shows ${item.name}'s price`).toContain(formatRupees(item.price));
        }
      }
      const again = await request.get(path, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status(), `${path} answers 304 to its ETag`).toBe(304);
    }
  });

  test('an admin change to the catalogue shows in the HTML on the next load', async ({
    browser,
  }) => {
    // An app of its own: the other specs of this worker expect the seeded catalogue.
    const app = await startApp();
    const context = await browser.newContext({ baseURL: app.url });
    try {
      const { request } = context;
      const before = await (await request.get('/order')).text();
      const [service] = readPage(before).catalogue ?? [];
      const item = service?.items[0];
      if (!item) throw new Error('the seeded catalogue has no item');
      // A name that tries to close the data block and inject a script.
      const name = `Silk Blouse </script><script>alert(1)</script> <b>&</b>`;
      const update = await request.post(`/api/admin/updateItem/${item.id}`, {
        headers: { authorization: `Bearer ${await apiToken(request)}` },
        data: { name, description: item.description, price: 345 },
      });
      expect(update.ok()).toBe(true);

      const html = await (await request.get('/order')).text();
      const { root, catalogue } = readPage(html);
      expect(catalogue?.[0]?.items[0]).toMatchObject({ id: item.id, name, price: 345 });
      expect(root).toContain(`>${asHtml(name)}</`);
      expect(root).toContain(formatRupees(345));
      expect(html).toContain('Silk Blouse \\u003c/script>\\u003cscript>alert(1)');
      expect(html.match(/<script>alert/g)).toBeNull();
      const services = await (await request.get('/services')).text();
      expect(readPage(services).root).toContain(`>${asHtml(name)}</`);

      // The page hydrates with the same catalogue, without an error and without fetching it.
      const page = await context.newPage();
      await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
      const errors = collectErrors(page);
      const catalogueCalls = watchCatalogueCalls(page);
      await page.goto('/order');
      await hydrated(page);
      await expect(page.getByLabel(`Quantity of ${name}`)).toBeVisible();
      expect(errors).toEqual([]);
      expect(catalogueCalls).toEqual([]);
    } finally {
      await context.close();
      await app.stop();
    }
  });

  test('the Services page is readable with scripts off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'FreshFold home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dry Cleaning' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Laundry prices' })).toBeVisible();
    await page.goto('/order');
    await expect(page.getByRole('tab', { name: 'Dry Cleaning' })).toBeVisible();
    await expect(page.getByText('Blouse', { exact: true })).toBeVisible();
    await context.close();
  });

  test('a guest sees each page hydrate without an error', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
    const errors = collectErrors(page);
    const catalogueCalls = watchCatalogueCalls(page);
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The catalogue pages hydrate with the catalogue in their HTML: no call, and it stays shown.
    catalogueCalls.length = 0;
    for (const path of CATALOGUE_PAGES) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByText('Blouse', { exact: true }).first()).toBeVisible();
      await expect(page.getByLabel('Loading services')).toHaveCount(0);
    }
    expect(catalogueCalls).toEqual([]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in customer with a cart sees the account and the cart after hydration', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
    await loginAs(page, DEMO);
    await page.goto('/order');
    await page
      .getByLabel(/^Quantity of /)
      .first()
      .fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    const errors = collectErrors(page);
    for (const { path } of PAGES) {
      await page.goto(path);
      await hydrated(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
      // Other specs on this worker may rename the customer: the profile link, whatever its name.
      await expect(header.locator('a[href="/profile"]')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    }
    // The cart page shows the stored lines, not its empty state.
    await page.goto('/cart');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a quantity typed before the script runs is kept and added to the cart', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
    // A slow phone: the page's scripts arrive only after the visitor has typed.
    let release: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/order', { waitUntil: 'commit' });
    await page.getByLabel('Quantity of Shirt').fill('3');
    await expect(page.locator('#root[data-ready]')).toHaveCount(0);
    release();
    await pageReady(page);
    await expect(page.getByLabel('Quantity of Shirt')).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
  });
});
