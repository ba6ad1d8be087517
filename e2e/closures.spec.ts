import { addDays, formatLongDate, formatShortDate, indianDate } from '@freshfold/shared';
import { expectNoSeriousAccessibilityViolations } from './axe';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { addToCart, apiToken, placeOrderThroughApi, registerCustomer } from './steps';

const BENGALURU = { lat: 12.97, lng: 77.64 };

test('the shop closes a date: its booked pickup is listed to move, and checkout no longer offers it', async ({
  page,
  browser,
  baseURL,
}) => {
  const closed = addDays(indianDate(), 4);
  const day = formatLongDate(closed);
  const customer = await registerCustomer(page.request, { firstName: 'Lakshmi' });
  const booked = await placeOrderThroughApi(page.request, customer.token, {
    pickupDate: closed,
    slotTime: '6:00 AM - 8:00 AM',
    geoLocation: BENGALURU,
  });

  // The shop closes the date in its own window.
  const shopContext = await browser.newContext({ baseURL });
  const shop = await shopContext.newPage();
  await loginAs(shop, ADMIN);
  await shop.goto('/admin');
  await shop.getByRole('tab', { name: 'Closures' }).click();
  await shop.getByLabel('Date', { exact: true }).fill(closed);
  await shop.getByLabel('Reason').fill('Diwali');
  await shop.getByRole('button', { name: 'Close Date' }).click();
  await expect(shop.getByText(`Closed on ${day}`)).toBeVisible();
  const upcoming = shop.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming).toContainText(day);
  await expect(upcoming).toContainText('Diwali');
  const pickups = upcoming.getByRole('list', { name: `Pickups booked on ${day}` });
  await expect(pickups).toContainText('Lakshmi Kumar');
  await expect(pickups.getByRole('link', { name: '9876543210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expect(pickups).toContainText('6:00 AM - 8:00 AM');
  // Checked once the toast has gone: it fades in through colours axe cannot judge.
  await expect(shop.getByText(`Closed on ${day}`)).toBeHidden();
  await expectNoSeriousAccessibilityViolations(shop);

  // The booked order's details, for the shop to call and move it.
  await pickups.getByRole('button', { name: `Order #${booked.id}` }).click();
  const details = shop.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(`#${booked.id}`);
  await expect(details).toContainText(day);
  await shop.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The customer was told, by the outbox.
  const adminToken = await apiToken(shop.request, ADMIN);
  const messages = await shop.request.get('/api/admin/messages?page=1&pageSize=50', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { messages: sent } = (await messages.json()) as {
    messages: { kind: string; orderId: number | null; recipient: string }[];
  };
  expect(sent).toContainEqual(
    expect.objectContaining({
      kind: 'pickup_date_closed',
      orderId: booked.id,
      recipient: customer.email,
    }),
  );

  // The cart and checkout: the date says why it is closed and offers no slot.
  await loginAs(page, customer);
  await addToCart(page, { 'Suit 3 piece': 1 });
  await page.goto('/cart');
  await expect(
    page.getByText(`We are closed on ${formatShortDate(closed)} (Diwali).`),
  ).toBeVisible();
  await page.getByLabel('Pickup date').fill(closed);
  const refusal = `We are closed on ${day}: Diwali. Please choose another date.`;
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByRole('button', { name: '6:00 AM - 8:00 AM' })).toHaveCount(0);

  await page.getByLabel('Pickup date').fill(addDays(closed, 1));
  await page.getByRole('button', { name: '6:00 AM - 8:00 AM' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Pickup date').fill(closed);
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  const slot = page.getByLabel('Time slot');
  await expect(slot).toBeDisabled();
  await expect(slot.locator('option')).toHaveText(['Closed on this date']);

  // Reopened, the date offers its slots again.
  await shop.getByRole('button', { name: `Reopen ${day}` }).click();
  await shop
    .getByRole('dialog', { name: 'Reopen this date?' })
    .getByRole('button', {
      name: 'Reopen',
    })
    .click();
  await expect(shop.getByText(`Open again on ${day}`)).toBeVisible();
  await expect(shop.getByText('The shop has not closed any date.')).toBeVisible();
  await shopContext.close();

  await page.reload();
  await page.getByLabel('Pickup date').fill(closed);
  await expect(page.getByLabel('Time slot').locator('option')).toContainText(['6:00 AM - 8:00 AM']);
});
