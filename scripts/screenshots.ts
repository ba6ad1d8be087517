/**
 * `npm run screenshots`: starts the built app on a fresh database and saves full-page PNGs of
 * the main shopping pages at a phone and a desktop width into docs/screenshots/.
 *
 * The Cart and Checkout shots are taken with the demo customer signed in and two items in the
 * cart, so they show the pages as a customer about to pay sees them.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { DEMO, startApp } from '../e2e/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'docs/screenshots');

/** Home and Services are shot as a first-time visitor sees them; Cart and Checkout mid-order. */
const PAGES = [
  { name: 'home', path: '/', midOrder: false },
  { name: 'services', path: '/services', midOrder: false },
  { name: 'cart', path: '/cart', midOrder: true },
  { name: 'checkout', path: '/checkout', midOrder: true },
] as const;

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Full pages past this height are cut, which keeps a PNG small enough to review in a diff. */
const MAX_HEIGHT = 7000;

interface ServiceResponse {
  id: number;
  name: string;
  items: { id: number; name: string; price: number }[];
}

/** What the app keeps in localStorage mid-order: a signed-in session and a cart. */
async function midOrderStorage(baseUrl: string): Promise<Record<string, string>> {
  const storage: Record<string, string> = {};

  const services = (await (
    await fetch(`${baseUrl}/api/services/getAllService`)
  ).json()) as ServiceResponse[];
  const lines = services.slice(0, 2).flatMap((service) =>
    service.items.slice(0, 1).map((item, index) => ({
      serviceId: service.id,
      serviceName: service.name,
      itemId: item.id,
      itemName: item.name,
      price: item.price,
      quantity: index + 2,
    })),
  );
  storage['freshfold.cart'] = JSON.stringify({ items: lines, voucher: null });

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO.email, password: DEMO.password }),
  });
  if (login.ok) {
    const user = (await login.json()) as {
      id: number;
      role: string;
      username: string;
      token: string;
    };
    const { token, ...stored } = user;
    Object.assign(storage, {
      token,
      user: JSON.stringify(stored),
      role: user.role,
      username: user.username,
      id: String(user.id),
    });
  } else {
    console.warn(`Demo login answered ${login.status}: cart and checkout are shot as a guest.`);
  }
  return storage;
}

async function applyStorage(context: BrowserContext, storage: Record<string, string>) {
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const midOrder = await midOrderStorage(app.url);
    for (const viewport of VIEWPORTS) {
      for (const target of PAGES) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          baseURL: app.url,
        });
        // The welcome promo would cover every shot of Home.
        await applyStorage(context, { promoSeen: 'true', ...(target.midOrder ? midOrder : {}) });
        const page = await context.newPage();
        await page.goto(target.path, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor({ state: 'visible', timeout: 10_000 });
        // Let skeletons give way to content and transitions settle.
        await page.waitForTimeout(500);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = join(OUT_DIR, `${target.name}-${viewport.width}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, MAX_HEIGHT) },
          animations: 'disabled',
        });
        console.log(`${file} (${page.url().replace(app.url, '')})`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
