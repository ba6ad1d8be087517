import { addDays, indianDate } from '@freshfold/shared';
import { ADMIN, expect, loginAs, test } from './fixtures';
import {
  apiToken,
  customerWithOrder,
  openNewestOrder,
  openOrderDetails,
  orderAtTheCounter,
  signedInElsewhere,
} from './steps';

const tagOf = (orderId: number, seq: number) =>
  `FF-${String(orderId).padStart(4, '0')}-${String(seq).padStart(2, '0')}`;

test('at intake the counter re-counts the order, tags every garment and prints its labels; the customer sees before and after', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two Blouses: ₹200.
  const { customer, order, details } = await orderAtTheCounter(
    page,
    {
      customer: { firstName: 'Divya', lastName: 'Shetty' },
      staff: { firstName: 'Lakshmi', lastName: 'Rao' },
    },
    addDays(indianDate(), 4),
  );
  // The details open at their top, not in the intake's first field far below.
  await expect(details).toBeFocused();
  const intake = details.getByRole('region', { name: 'Intake' });
  await expect(intake).toContainText('Blouse');
  await intake.getByLabel('Quantity of Blouse').fill('3');
  await intake.getByLabel('Service').selectOption({ label: 'Laundry' });
  await intake.getByLabel('Item', { exact: true }).selectOption({ label: 'Shirt (₹80)' });
  await intake.getByRole('button', { name: 'Add item' }).click();
  await expect(intake).toContainText('New total: ₹380');
  await expect(intake.getByRole('button', { name: 'Print labels' })).toBeDisabled();
  await intake.getByRole('button', { name: 'Save intake' }).click();
  await expect(page.getByText('Intake saved')).toBeVisible();
  await expect(page.getByText('4 garment tags on the order.', { exact: false })).toBeVisible();
  for (let seq = 1; seq <= 4; seq += 1) await expect(intake).toContainText(tagOf(order.id, seq));
  await expect(details).toContainText('₹380');

  // The labels open in a tab of their own, as a PDF fetched with the session's token.
  const [labels] = await Promise.all([
    page.waitForEvent('popup'),
    intake.getByRole('button', { name: 'Print labels' }).click(),
  ]);
  await expect.poll(() => labels.url()).toMatch(/^blob:/);
  await labels.close();

  // A garment's tag finds its order.
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByLabel('Search orders').fill(tagOf(order.id, 3).toLowerCase());
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
  await expect(rows.filter({ hasText: `#${String(order.id)}` })).toHaveCount(1);
  await expect(rows).toHaveCount(2);

  // The customer's order page tells them what changed.
  const customerPage = await signedInElsewhere(browser, baseURL, customer);
  await openNewestOrder(customerPage, order.id);
  const adjusted = customerPage.getByRole('region', { name: 'Adjusted at intake' });
  await expect(adjusted).toContainText('As booked');
  await expect(adjusted).toContainText('Blouse × 2');
  await expect(adjusted).toContainText('₹200');
  await expect(adjusted).toContainText('After intake');
  await expect(adjusted).toContainText('Shirt × 1');
  await expect(adjusted).toContainText('₹380');
  await customerPage.context().close();
});

test('once an order is being processed its lines are no longer edited, its tags still shown', async ({
  page,
}) => {
  const { order } = await customerWithOrder(
    page.request,
    { firstName: 'Imran' },
    { pickupDate: addDays(indianDate(), 5), quantity: 1 },
  );
  const adminToken = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${adminToken}` };
  const catalogue = (await (await page.request.get('/api/services/getAllService')).json()) as {
    items: { id: number }[];
  }[];
  const blouse = catalogue[0]?.items[0]?.id;
  const saved = await page.request.put(`/api/admin/orders/${String(order.id)}/items`, {
    headers,
    data: { items: [{ itemId: blouse, quantity: 1 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.request.post(`/api/admin/updateOrder/${String(order.id)}`, {
    headers,
    data: { status: 'processing' },
  });

  await loginAs(page, ADMIN);
  const details = await openOrderDetails(page, order.id);
  await expect(details.getByRole('region', { name: 'Intake' })).toHaveCount(0);
  await expect(details).toContainText(tagOf(order.id, 1));
  await expect(details.getByRole('button', { name: 'Print labels' })).toBeEnabled();
});
