import { indianDate } from '@freshfold/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { indianTomorrow, registerCustomer } from './steps';

/**
 * A customer books tomorrow's pickup (in the morning unless told) with instructions for the
 * driver, as checkout sends it; answers the order's id.
 */
async function bookPickup(
  request: APIRequestContext,
  firstName: string,
  slotTime = '6:00 AM - 8:00 AM',
): Promise<number> {
  const customer = await registerCustomer(request, {
    firstName,
    lastName: 'Hegde',
    phone: '9845011223',
    street: '42, 3rd Main, Indiranagar',
    zipCode: '560038',
  });
  const catalogue = (await (await request.get('/api/services/getAllService')).json()) as {
    items: { id: number }[];
  }[];
  const slots = (await (
    await request.get(`/api/pickup-timeslots/by-date?date=${indianTomorrow()}`)
  ).json()) as { slotId: number; slotTime: string }[];
  const created = await request.post('/api/authUser/createOrder', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      items: [{ itemId: catalogue[0]?.items[0]?.id, quantity: 3 }],
      pickupDate: indianTomorrow(),
      pickupSlotId: slots.find((slot) => slot.slotTime === slotTime)?.slotId,
      geoLocation: { lat: 12.9784, lng: 77.6408 },
      notes: 'Gate code 2468',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The admin opens the board from the dashboard (today's), then goes to tomorrow's. */
async function openTomorrowsBoard(page: Page): Promise<void> {
  await loginAs(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: "Today's board" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Today's board" })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(indianDate());
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(indianTomorrow());
}

test('the board shows a booked pickup under its slot, ready to call and find', async ({ page }) => {
  const orderId = await bookPickup(page.request, 'Kavya');
  await openTomorrowsBoard(page);

  const morning = page.getByRole('region', { name: '6:00 AM - 8:00 AM' });
  const card = morning.getByRole('listitem').filter({ hasText: `#${orderId}` });
  await expect(card).toContainText('Kavya Hegde');
  await expect(card).toContainText('42, 3rd Main, Indiranagar, Bengaluru, Karnataka 560038');
  await expect(card).toContainText('3 items');
  await expect(card).toContainText('Gate code 2468');
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('link', { name: /^Call Kavya Hegde/ })).toHaveAttribute(
    'href',
    'tel:+919845011223',
  );
  await expect(card.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=12.9784,77.6408',
  );
  // The evening slot has nothing yet, and says so.
  const evening = page.getByRole('region', { name: '7:00 PM - 9:00 PM' });
  await expect(evening).toContainText('No pickups in this slot.');
});

test('ticked orders are marked picked up together', async ({ page }) => {
  const first = await bookPickup(page.request, 'Nikhil');
  const second = await bookPickup(page.request, 'Roshni');
  await openTomorrowsBoard(page);

  const morning = page.getByRole('region', { name: '6:00 AM - 8:00 AM' });
  await morning.getByRole('checkbox', { name: `Select order #${first}` }).check();
  await morning.getByRole('checkbox', { name: `Select order #${second}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark picked up' }).click();

  await expect(page.getByText('2 orders marked picked up.')).toBeVisible();
  for (const id of [first, second]) {
    const card = morning.getByRole('listitem').filter({ hasText: `#${id}` });
    await expect(card).toContainText('Picked up');
    await expect(card.getByRole('checkbox')).not.toBeChecked();
  }
  await expect(page.getByText('0 selected')).toBeVisible();
});

test('the run sheet prints a page per slot, without the site around it', async ({ page }) => {
  await bookPickup(page.request, 'Farah');
  await bookPickup(page.request, 'Gita', '7:00 PM - 9:00 PM');
  await openTomorrowsBoard(page);
  await expect(page.getByRole('region', { name: '7:00 PM - 9:00 PM' })).toContainText('Gita');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print run sheet' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark picked up' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Open in Maps' }).first()).toBeHidden();
  // Two slots with orders, two A4 pages; a slot without orders is left out of the sheet.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
});

test('on a phone the cards stack and nothing runs off the screen', async ({ page }) => {
  await bookPickup(page.request, 'Tara');
  await openTomorrowsBoard(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('region', { name: '6:00 AM - 8:00 AM' })).toContainText('Tara');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
