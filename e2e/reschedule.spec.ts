import { addDays, formatLongDate, indianDate } from '@freshfold/shared';
import type { Page } from '@playwright/test';
import { ADMIN, expect, submitLogin, test } from './fixtures';
import { AT_BENGALURU, atCheckout, indianTomorrow, placeOrder, registerCustomer } from './steps';

test.use(AT_BENGALURU);

const NOTES = 'Coffee stain on the collar. Gate code 4711, call before coming.';

/** The shop, in its own window: the dashboard's order details, where it plans the delivery. */
async function shopPlansDelivery(shop: Page, orderId: number, deliveryDate: string) {
  await shop.goto('/admin');
  await submitLogin(shop, ADMIN);
  await expect(shop.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await shop.getByRole('tab', { name: 'Orders' }).click();
  await expect(shop.getByRole('row', { name: new RegExp(`#${orderId}\\b`) })).toContainText(
    'Special instructions',
  );
  await shop.getByRole('button', { name: `View order #${orderId}` }).click();
  const details = shop.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(NOTES);
  await details.getByLabel('Delivery Date').fill(deliveryDate);
  await details.getByLabel('Delivery Slot').selectOption({ label: '19:00 - 21:00' });
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shop.getByText('Delivery date and slot updated.')).toBeVisible();
}

test('a customer orders with notes, moves the pickup, and sees the delivery the shop plans', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(page.request, { firstName: 'Kavya' });
  await atCheckout(page, customer, { 'Suit 3 piece': 1 });

  // Special instructions: optional, counted, held to the server's limit.
  const notes = page.getByLabel('Special instructions');
  await expect(page.getByText('0 / 500')).toBeVisible();
  await notes.fill('x'.repeat(501));
  await expect(page.getByText('Special instructions can be at most 500 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await notes.fill(`  ${NOTES}  `);
  await expect(page.getByText(`${NOTES.length} / 500`)).toBeVisible();
  const order = await placeOrder(page);
  const id = order?.id ?? 0;
  await expect(page.getByText(NOTES)).toBeVisible();
  const tomorrow = formatLongDate(indianTomorrow());
  await expect(page.getByText(`Pickup planned ${tomorrow}, 6:00 AM - 8:00 AM`)).toBeVisible();
  await expect(page.getByText('Delivery To be scheduled by the shop')).toBeVisible();

  // Reschedule: the checkout's pickers in a dialog; the server moves it.
  const newDate = addDays(indianDate(), 3);
  await page.getByRole('button', { name: `Reschedule pickup of order ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule the pickup of order #${id}` });
  await expect(dialog).toContainText(`Now booked for ${tomorrow}, 6:00 AM - 8:00 AM`);
  await dialog.getByLabel('Pickup date').fill(newDate);
  await dialog.getByLabel('Time slot').selectOption({ label: '7:00 PM - 9:00 PM' });
  await dialog.getByRole('button', { name: 'Move pickup' }).click();
  const moved = `${formatLongDate(newDate)}, 7:00 PM - 9:00 PM`;
  await expect(page.getByText(`Pickup moved to ${moved}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Pickup planned ${moved}`)).toBeVisible();
  await expect(
    page.getByText(/Pickup moved from .*, 6:00 AM - 8:00 AM to .*, 7:00 PM - 9:00 PM/),
  ).toBeVisible();

  // The shop plans the delivery; the customer sees it on the order and in its timeline.
  const deliveryDate = addDays(newDate, 2);
  const shop = await browser.newPage({ baseURL });
  await shopPlansDelivery(shop, id, deliveryDate);
  await shop.close();
  await page.reload();
  const delivery = `${formatLongDate(deliveryDate)}, 7:00 PM - 9:00 PM`;
  await expect(page.getByRole('definition').filter({ hasText: delivery })).toBeVisible();
  await expect(page.getByText(`Delivery planned ${delivery}`)).toBeVisible();
});
