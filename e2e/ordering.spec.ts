import type { Page } from '@playwright/test';
import { ADMIN, DEMO, expect, loginAs, test } from './fixtures';

// Checkout reads the device location; the browser grants a spot in Bengaluru.
test.use({ geolocation: { latitude: 12.97, longitude: 77.64 }, permissions: ['geolocation'] });

/** Tomorrow's date in India, `YYYY-MM-DD`: the morning slot is always still ahead. */
function indianTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function login(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function addToCart(page: Page, lines: Record<string, number>) {
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Place Your Order' })).toBeVisible();
  const addButton = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButton).toBeDisabled();
  for (const [item, quantity] of Object.entries(lines)) {
    await page.getByLabel(`Quantity of ${item}`, { exact: true }).fill(String(quantity));
  }
  await addButton.click();
}

async function choosePickup(page: Page) {
  await page.getByLabel('Pickup date').fill(indianTomorrow());
  await page.getByRole('button', { name: '6:00 AM - 8:00 AM' }).click();
  await expect(page.getByRole('button', { name: '6:00 AM - 8:00 AM' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function storedOrders(page: Page) {
  const { token, id } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    id: localStorage.getItem('id'),
  }));
  const response = await page.request.get(`/api/authUser/myOrders/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    id: number;
    subtotal: number;
    discountPercent: number;
    voucher: string | null;
    totalAmount: number;
  }[];
}

/** Logs in through the API; the session token for calls a page does not make. */
async function apiToken(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { userName: credentials.email, password: credentials.password },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: number; token: string }).token;
}

test.describe('ordering', () => {
  test('a guest fills a cart, books a pickup, applies WELCOME10, logs in and places the order', async ({
    page,
  }) => {
    await addToCart(page, { 'Suit 3 piece': 1 });
    await expect(page.getByText('Added Suit 3 piece to cart')).toBeVisible();
    await page.getByRole('link', { name: /View Cart/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Suit 3 piece/ })).toContainText('₹650');
    await choosePickup(page);
    await page.getByLabel('Voucher code').fill(' welcome10 ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Voucher WELCOME10 applied successfully! (10% off)')).toBeVisible();
    await expect(page.getByText('Discount (10%)')).toBeVisible();
    await expect(page.getByText('−₹65')).toBeVisible();

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByText('Please login or register to complete your order')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, DEMO);

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    for (const section of ['Pickup Date and Time', 'Voucher Code', 'Order Summary']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    // The pickup chosen as a guest survived the login.
    await expect(page.getByLabel('Time slot')).toHaveValue(/\d+/);
    await expect(page.getByText(/Pickup on .*, 6:00 AM - 8:00 AM/)).toBeVisible();
    await expect(page.getByText('Voucher WELCOME10 applied: 10% off')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('₹585');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

    const [order] = await storedOrders(page);
    expect(order).toMatchObject({
      subtotal: 650,
      discountPercent: 10,
      voucher: 'WELCOME10',
      totalAmount: 585,
    });
    const card = page.getByRole('button', { name: new RegExp(`Order #${order?.id}`) });
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toContainText('₹585');
    await expect(card).toContainText('Pending');
    await expect(page.getByText('Total charged')).toBeVisible();
    await expect(page.getByText('Voucher WELCOME10 (10%)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test("a referred friend's first order is 20 % off; the referrer earns 100 points once it is completed", async ({
    page,
  }) => {
    const referrerEmail = `referrer-${Date.now()}@example.in`;
    const registered = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: referrerEmail,
        userName: referrerEmail,
        phone: '9876543211',
        street: '5 Church Street',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        password: 'Tulsi#Garden24',
      },
    });
    expect(registered.ok()).toBeTruthy();
    const referrer = (await registered.json()) as { id: number };

    // The friend signs up through the referral link.
    await page.goto(`/register?ref=${referrer.id}`);
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email').fill(`friend-${Date.now()}@example.in`);
    await page.getByLabel('Phone').fill('9123456780');
    await page.getByLabel('Password', { exact: true }).fill('Friend#Pulao24');
    await page.getByLabel('Confirm password').fill('Friend#Pulao24');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Street address').fill('12 Residency Road');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').fill('Karnataka');
    await page.getByLabel('Zip code').fill('560025');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/$/);

    await addToCart(page, { 'Suit 3 piece': 1 });
    await page.goto('/cart');
    await choosePickup(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Referral welcome (20% off your first order)')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('₹520');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/orders$/);

    const [order] = await storedOrders(page);
    expect(order).toMatchObject({ subtotal: 650, discountPercent: 20, totalAmount: 520 });
    await expect(
      page.getByRole('button', { name: new RegExp(`Order #${order?.id}`) }),
    ).toContainText('₹520');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await loginAs(page, { email: referrerEmail, password: 'Tulsi#Garden24' });
    // Placed, not yet completed: the points are pending.
    await page.goto('/refer');
    await expect(page.getByText('Meera I.')).toBeVisible();
    await expect(page.getByText('Ordered — points pending')).toBeVisible();
    await expect(page.getByTestId('referral-points')).toHaveText('0');
    await expect(page.getByTestId('referral-points-pending')).toHaveText(
      '100 points pending until their orders are completed.',
    );
    await expect(page.getByLabel('Your referral link')).toHaveValue(
      new RegExp(`/register\\?ref=${referrer.id}$`),
    );

    // The shop completes the friend's order: the referrer's 100 points are credited.
    const adminToken = await apiToken(page, ADMIN);
    const completed = await page.request.post(`/api/admin/updateOrder/${order?.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status: 'completed' },
    });
    expect(completed.ok()).toBeTruthy();
    await page.reload();
    await expect(page.getByTestId('referral-points')).toHaveText('100');
    await expect(page.getByText('Order completed — 100 points credited')).toBeVisible();
    await expect(page.getByTestId('referral-points-pending')).toHaveCount(0);
    await page.goto('/profile');
    const summary = page.getByText('Loyalty points').locator('..');
    await expect(summary).toContainText('100');
  });

  test('a second pickup in a slot the customer already booked is refused at checkout, naming the booking', async ({
    page,
  }) => {
    const email = `booked-${Date.now()}@example.in`;
    const registered = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Kavya',
        lastName: 'Nair',
        email,
        userName: email,
        phone: '9876543212',
        street: '8 Brigade Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        password: 'Pickup#Twice26',
      },
    });
    expect(registered.ok()).toBeTruthy();
    const { token } = (await registered.json()) as { token: string };
    const slots = (await (
      await page.request.get(`/api/pickup-timeslots/by-date?date=${indianTomorrow()}`)
    ).json()) as { slotId: number; slotTime: string }[];
    const morning = slots.find((slot) => slot.slotTime === '6:00 AM - 8:00 AM');
    const services = (await (await page.request.get('/api/services/getAllService')).json()) as {
      items: { id: number }[];
    }[];
    const booked = await page.request.post('/api/authUser/createOrder', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        items: [{ itemId: services[0]?.items[0]?.id, quantity: 1 }],
        pickupDate: indianTomorrow(),
        pickupSlotId: morning?.slotId,
        geoLocation: { lat: 12.97, lng: 77.64 },
      },
    });
    expect(booked.status()).toBe(201);
    const first = (await booked.json()) as { id: number };

    await loginAs(page, { email, password: 'Pickup#Twice26' });
    await addToCart(page, { 'Suit 3 piece': 1 });
    await page.goto('/cart');
    await choosePickup(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('You already have a pickup booked in this slot.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'View that order' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(
      page.getByRole('button', { name: new RegExp(`Order #${first.id}`) }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(await storedOrders(page)).toHaveLength(1);
  });
});
