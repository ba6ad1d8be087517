import { addDays, formatLongDate, formatShortDate, indianDate } from '@freshfold/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './axe';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { addToCart, apiToken, customerWithOrder, openAdminTab, signedInElsewhere } from './steps';

/** On the dashboard's Closures tab (the admin is signed in), the shop closes `date` for `reason`. */
async function closeDate(page: Page, date: string, reason: string): Promise<void> {
  await openAdminTab(page, 'Closures');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Close Date' }).click();
  await expect(page.getByText(`Closed on ${formatLongDate(date)}`)).toBeVisible();
}

test('the shop closes a date: its booked pickup is listed to move, and checkout no longer offers it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A date no other spec books on (the specs share one database and run side by side): a
  // closure of a day another spec orders for would refuse that spec's order.
  const closed = addDays(indianDate(), 19);
  const day = formatLongDate(closed);
  const { customer, order: booked } = await customerWithOrder(
    page.request,
    { firstName: 'Lakshmi' },
    { pickupDate: closed, slotTime: '6:00 AM - 8:00 AM' },
  );

  // The shop closes the date in its own window.
  const shop = await signedInElsewhere(browser, baseURL, ADMIN);
  await closeDate(shop, closed, 'Diwali');
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
  // Checkout starts from the cart's choice; the date is changed once it shows it.
  await expect(page.getByLabel('Pickup date')).toHaveValue(addDays(closed, 1));
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
  // Her pickup is still booked on the date: she hears that it stands after all.
  const after = await shop.request.get('/api/admin/messages?page=1&pageSize=50', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(((await after.json()) as { messages: unknown[] }).messages).toContainEqual(
    expect.objectContaining({
      kind: 'closed_date_reopened',
      orderId: booked.id,
      recipient: customer.email,
    }),
  );
  await shop.context().close();

  await page.reload();
  await page.getByLabel('Pickup date').fill(closed);
  await expect(page.getByLabel('Time slot').locator('option')).toContainText(['6:00 AM - 8:00 AM']);
});

test('a closed date lists the deliveries planned on it to re-plan; reopened, the customers whose delivery stands are told', async ({
  page,
}) => {
  // Dates no other spec books or plans on: the specs share one database, and the count of
  // deliveries on the closed date must be this test's two (the admin spec plans one on day 9).
  const pickupDate = addDays(indianDate(), 16);
  const closed = addDays(indianDate(), 17);
  const later = addDays(indianDate(), 18);
  const day = formatLongDate(closed);
  const adminToken = await apiToken(page.request, ADMIN);
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const slots = (await (
    await page.request.get(`/api/pickup-timeslots/by-date?date=${closed}`)
  ).json()) as { slotId: number; slotTime: string }[];
  const evening = slots.find((slot) => slot.slotTime === '7:00 PM - 9:00 PM');
  // Two orders picked up the day before, their deliveries planned by the shop on the date.
  const planned: Record<'ravi' | 'meera', number> = { ravi: 0, meera: 0 };
  for (const name of ['ravi', 'meera'] as const) {
    const { order } = await customerWithOrder(
      page.request,
      { firstName: name === 'ravi' ? 'Ravi' : 'Meera' },
      { pickupDate },
    );
    const delivery = await page.request.post(`/api/admin/updateOrder/${String(order.id)}`, {
      headers: asAdmin,
      data: { deliveryDate: closed, deliverySlotId: evening?.slotId },
    });
    expect(delivery.status(), await delivery.text()).toBe(200);
    planned[name] = order.id;
  }
  const messagesOf = async (kind: string) => {
    const response = await page.request.get('/api/admin/messages?page=1&pageSize=100', {
      headers: asAdmin,
    });
    const { messages } = (await response.json()) as {
      messages: { kind: string; orderId: number | null }[];
    };
    const ours = [planned.ravi, planned.meera];
    return messages
      .filter((message) => message.kind === kind && ours.includes(message.orderId ?? 0))
      .map((message) => message.orderId)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
  };

  await loginAs(page, ADMIN);
  await closeDate(page, closed, 'Ugadi');
  await expect(page.getByText('2 deliveries are planned on this date.').first()).toBeVisible();

  const toReplan = page.getByRole('region', { name: `Deliveries to re-plan on ${day}` });
  await expect(toReplan.getByRole('heading', { name: 'Deliveries to re-plan' })).toBeVisible();
  const deliveries = toReplan.getByRole('list', { name: `Deliveries planned on ${day}` });
  await expect(deliveries.getByRole('listitem')).toHaveCount(2);
  await expect(deliveries).toContainText('Ravi Kumar');
  await expect(deliveries).toContainText('Meera Kumar');
  await expect(deliveries).toContainText('7:00 PM - 9:00 PM');
  // No pickup was booked on the date.
  await expect(
    page
      .getByRole('region', { name: 'Upcoming' })
      .getByText('No pickups were booked on this date.'),
  ).toBeVisible();
  await expect(page.getByText(`Closed on ${day}`)).toBeHidden();
  await expectNoSeriousAccessibilityViolations(page);
  // Each customer was told their delivery will not happen that day.
  expect(await messagesOf('delivery_date_closed')).toEqual([planned.ravi, planned.meera]);

  // The shop opens Ravi's order and moves its delivery to the next day.
  await deliveries.getByRole('button', { name: `Order #${String(planned.ravi)}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(`#${String(planned.ravi)}`);
  await details.getByLabel('Delivery Date').fill(later);
  await details.getByLabel('Delivery Slot').selectOption({ label: '19:00 - 21:00' });
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(deliveries.getByRole('listitem')).toHaveCount(1);
  await expect(deliveries).toContainText('Meera Kumar');
  await expect(deliveries).not.toContainText('Ravi Kumar');

  // Reopened: Meera, whose delivery is still on the date, hears that it stands; Ravi does not.
  await page.getByRole('button', { name: `Reopen ${day}` }).click();
  await page
    .getByRole('dialog', { name: 'Reopen this date?' })
    .getByRole('button', { name: 'Reopen' })
    .click();
  await expect(page.getByText(`Open again on ${day}`)).toBeVisible();
  expect(await messagesOf('closed_date_reopened')).toEqual([planned.meera]);
});
