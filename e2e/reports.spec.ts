import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  addDays,
  formatRupees,
  indianDate,
  type TReportSummary,
  type TOrderStatus,
} from '@freshfold/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './axe';
import { ADMIN, expect, loginAs, test } from './fixtures';
import {
  apiToken,
  indianTomorrow,
  registerCustomer,
  registerStaff,
  setOrderStatusThroughApi,
} from './steps';

const SCREENSHOTS = resolve(import.meta.dirname, '../docs/screenshots');

/** The catalogue's items with their prices, as the order page lists them. */
async function catalogueItems(request: APIRequestContext) {
  const services = (await (await request.get('/api/services/getAllService')).json()) as {
    items: { id: number; price: number }[];
  }[];
  return services.flatMap((service) => service.items);
}

/**
 * A new customer orders `lines` (item index in the catalogue → quantity) for a pickup
 * tomorrow in the slot at `slotIndex` (counted round the day's slots), with a voucher if given; answers the order's id.
 */
async function placeOrder(
  request: APIRequestContext,
  firstName: string,
  order: { lines: [number, number][]; slotIndex?: number; voucher?: string },
): Promise<number> {
  const customer = await registerCustomer(request, { firstName });
  const items = await catalogueItems(request);
  const slots = (await (
    await request.get(`/api/pickup-timeslots/by-date?date=${indianTomorrow()}`)
  ).json()) as { slotId: number }[];
  const created = await request.post('/api/authUser/createOrder', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      items: order.lines.map(([index, quantity]) => ({ itemId: items[index]?.id, quantity })),
      pickupDate: indianTomorrow(),
      pickupSlotId: slots[(order.slotIndex ?? 0) % slots.length]?.slotId,
      geoLocation: { lat: 12.9716, lng: 77.5946 },
      ...(order.voucher ? { voucher: order.voucher } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The admin moves an order through `statuses`, one step at a time, as the shop would. */
async function moveOrder(
  request: APIRequestContext,
  token: string,
  orderId: number,
  statuses: TOrderStatus[],
): Promise<void> {
  for (const status of statuses) {
    await setOrderStatusThroughApi(request, token, orderId, status);
  }
}

/**
 * A few days' worth of business placed today: orders of several items and slots, one with the
 * WELCOME10 voucher (₹500 minimum: six Blouses at ₹100), one cancelled, one completed and unpaid.
 */
async function seedOrders(request: APIRequestContext): Promise<void> {
  const admin = await apiToken(request, ADMIN);
  await placeOrder(request, 'Asha', { lines: [[0, 2]] });
  await placeOrder(request, 'Bhavna', { lines: [[0, 6]], voucher: 'WELCOME10', slotIndex: 1 });
  await placeOrder(request, 'Chetan', {
    lines: [
      [1, 3],
      [2, 1],
    ],
    slotIndex: 2,
  });
  const cancelled = await placeOrder(request, 'Deepa', { lines: [[0, 1]] });
  await moveOrder(request, admin, cancelled, ['cancelled']);
  const completed = await placeOrder(request, 'Eshwar', { lines: [[3, 4]], slotIndex: 1 });
  await moveOrder(request, admin, completed, ['pick_up_done', 'processing', 'ready', 'completed']);
}

/** The key figures of a range as the API answers them to the admin. */
async function summaryOf(
  request: APIRequestContext,
  range: { from: string; to: string },
): Promise<TReportSummary> {
  const token = await apiToken(request, ADMIN);
  const response = await request.get(
    `/api/admin/reports/summary?from=${range.from}&to=${range.to}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TReportSummary;
}

/** A key figure's card, by its heading. */
const figure = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('the owner sees the period’s figures as the API counts them, a table, and an export', async ({
  page,
}) => {
  await seedOrders(page.request);
  await loginAs(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/preset=last7/);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const today = indianDate();
  const summary = await summaryOf(page.request, { from: addDays(today, -6), to: today });
  // The seeded orders: four standing (one completed), one cancelled, at least.
  expect(summary.orders).toBeGreaterThanOrEqual(4);
  expect(summary.cancelled).toBeGreaterThanOrEqual(1);
  expect(summary.revenue).toBeGreaterThan(0);
  const shows = (name: string, value: string) =>
    expect(figure(page, name).getByText(value, { exact: true })).toBeVisible();
  await shows('Revenue', formatRupees(summary.revenue));
  await shows('Orders', String(summary.orders));
  await shows('Average order value', formatRupees(summary.averageOrderValue));
  await shows('New customers', String(summary.newCustomers));
  await shows('Cancellations', String(summary.cancelled));
  await expect(page.getByText(/^Compared with the period before: /)).toBeVisible();

  // The status chart's table: hidden until asked for, then a real table with the same counts.
  const byStatus = page.getByRole('region', { name: 'Orders by status' });
  const table = byStatus.getByRole('table', { name: 'Orders by status' });
  await expect(table).toBeHidden();
  await byStatus.getByText('Show table').click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^Cancelled/ })).toContainText(
    String(summary.cancelled),
  );
  await expect(byStatus.getByText('Hide table')).toBeVisible();

  // The orders export of the same week: BOM, header row, one row per order placed in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orders-${addDays(today, -6)}-to-${today}.csv`);
  const path = await download.path();
  const csv = readFileSync(path, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  const header = lines[0]?.split(',') ?? [];
  expect(header.slice(0, 3)).toEqual(['Order ID', 'Placed at (IST)', 'Pickup date']);
  expect(header).toContain('Total');
  expect(lines).toHaveLength(1 + summary.orders + summary.cancelled);

  await expectNoSeriousAccessibilityViolations(page);
});

test('a period without orders says so, and a backwards custom range is refused', async ({
  page,
}) => {
  await loginAs(page, ADMIN);
  await page.goto('/admin/reports?from=2020-01-01&to=2020-01-31');
  await expect(page.getByRole('button', { name: 'Custom', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('No orders in this period')).toBeVisible();
  await expect(figure(page, 'Revenue')).toContainText('₹0');

  await page.getByLabel('From').fill('2020-02-15');
  await expect(page.getByRole('alert')).toHaveText(
    'The start date must be on or before the end date.',
  );
});

test('a failed load offers a retry, which shows the figures', async ({ page }) => {
  await loginAs(page, ADMIN);
  let fail = true;
  await page.route('**/api/admin/reports/summary*', async (route) => {
    if (fail) await route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
    else await route.continue();
  });
  await page.goto('/admin/reports?preset=today');
  await expect(page.getByText('Failed to load the reports.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(figure(page, 'Revenue')).toBeVisible();
});

test('staff cannot open the reports, nor see the way to them', async ({ page }) => {
  const staff = await registerStaff(page.request, { firstName: 'Ravi', lastName: 'Naik' });
  const refused = await page.request.get(
    `/api/admin/reports/summary?from=${indianDate()}&to=${indianDate()}`,
    { headers: { authorization: `Bearer ${staff.token}` } },
  );
  expect(refused.status()).toBe(403);

  await loginAs(page, staff);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: "Today's board" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/admin/reports');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the page fits a phone and a desktop (screenshots for the docs)', async ({
  page,
}, testInfo) => {
  await seedOrders(page.request);
  await loginAs(page, ADMIN);
  for (const { width, height, name } of [
    { width: 1280, height: 900, name: 'reports-1280.png' },
    { width: 360, height: 780, name: 'reports-360.png' },
  ]) {
    await page.setViewportSize({ width, height });
    // The week to tomorrow, whose pickups the seeded orders booked: the heat map has colour.
    await page.goto(`/admin/reports?from=${addDays(indianDate(), -6)}&to=${indianTomorrow()}`);
    await expect(figure(page, 'Revenue')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue and orders per day' })).toBeVisible();
    // Every theme colour the charts and the heat map name is defined by the built stylesheet.
    const undefinedColours = await page.evaluate(() => {
      const named = new Set<string>();
      for (const element of document.querySelectorAll(
        'main [style], main svg [fill], main svg [stroke]',
      )) {
        const text = ['style', 'fill', 'stroke']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' ');
        for (const match of text.matchAll(/var\((--color-[a-z0-9-]+)\)/g))
          named.add(match[1] ?? '');
      }
      const root = getComputedStyle(document.documentElement);
      return {
        named: named.size,
        missing: [...named].filter((name) => !root.getPropertyValue(name).trim()),
      };
    });
    expect(undefinedColours.named).toBeGreaterThan(5);
    expect(undefinedColours.missing).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `page wider than ${String(width)} px`).toBe(0);
    // The docs' pictures are renewed on request (DOCS_SCREENSHOTS=1), not by every run.
    const path = process.env.DOCS_SCREENSHOTS
      ? resolve(SCREENSHOTS, name)
      : testInfo.outputPath(name);
    await page.screenshot({ path, fullPage: true });
  }
});
