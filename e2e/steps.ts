import { addDays, indianDate } from '@freshfold/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, expect, loginAs } from './fixtures';

/** What a customer does in several specs: sign up, fill the cart, book a pickup, order. */

/** A spot in Bengaluru, inside the shop's service area. */
const BENGALURU = { lat: 12.97, lng: 77.64 };

/** Checkout reads the device location: `test.use(AT_BENGALURU)` has the browser grant BENGALURU. */
export const AT_BENGALURU = {
  geolocation: { latitude: BENGALURU.lat, longitude: BENGALURU.lng },
  permissions: ['geolocation'],
};

/** A POST to the API, as the holder of `token` if given, that must answer `status`; its JSON. */
async function postToApi<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  { token, status = 200 }: { token?: string; status?: number } = {},
): Promise<T> {
  const response = await request.post(path, {
    data,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Tomorrow's date in India, `YYYY-MM-DD`: the morning slot is always still ahead. */
export function indianTomorrow(): string {
  return addDays(indianDate(), 1);
}

/** What the registration form and `POST /api/auth/register` ask for. */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A customer registered through the API, signed in with `token`. */
export interface Customer {
  id: number;
  email: string;
  password: string;
  token: string;
}

let serial = 0;

/**
 * Registers a customer through the API, as someone who signed up earlier: the fields not given
 * are a Bengaluru customer's, the e-mail a new one (from the first name) unless given.
 */
export async function registerCustomer(
  request: APIRequestContext,
  person: Partial<Registration> & { firstName: string; referrerId?: number },
): Promise<Customer> {
  serial += 1;
  const email =
    person.email ?? `${person.firstName.toLowerCase()}-${Date.now()}-${serial}@example.in`;
  const data = {
    lastName: 'Kumar',
    phone: '9876543210',
    street: '5 Church Street',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    password: 'Tulsi#Garden24',
    ...person,
    email,
    userName: email,
  };
  const { id, token } = await postToApi<{ id: number; token: string }>(
    request,
    '/api/auth/register',
    data,
  );
  return { id, email, password: data.password, token };
}

/** Fills both steps of the registration form (the page is open) and submits it. */
export async function fillRegistration(page: Page, person: Registration): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Street address').fill(person.street);
  await page.getByLabel('City').fill(person.city);
  await page.getByLabel('State').fill(person.state);
  await page.getByLabel('Zip code').fill(person.zipCode);
  await page.getByRole('button', { name: 'Register' }).click();
}

/**
 * A friend, Meera Iyer, signs up through the referral link of `referrerId` and lands on Home,
 * signed in.
 */
export async function registerThroughReferralLink(page: Page, referrerId: number): Promise<void> {
  await page.goto(`/register?ref=${referrerId}`);
  await fillRegistration(page, {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `friend-${Date.now()}@example.in`,
    phone: '9123456780',
    password: 'Friend#Pulao24',
    street: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560025',
  });
  await expect(page).toHaveURL(/\/$/);
}

/** Logs in through the API; the session token for calls a page does not make. */
export async function apiToken(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { userName: credentials.email, password: credentials.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Chooses the quantities on the order page, whose Add to Cart waits for one, and adds them. */
export async function addToCart(page: Page, lines: Record<string, number>): Promise<void> {
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Place Your Order' })).toBeVisible();
  const addButton = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButton).toBeDisabled();
  for (const [item, quantity] of Object.entries(lines)) {
    await page.getByLabel(`Quantity of ${item}`, { exact: true }).fill(String(quantity));
  }
  await addButton.click();
}

/** Books tomorrow's morning pickup on the cart page. */
export async function choosePickup(page: Page): Promise<void> {
  await page.getByLabel('Pickup date').fill(indianTomorrow());
  await page.getByRole('button', { name: '6:00 AM - 8:00 AM' }).click();
  await expect(page.getByRole('button', { name: '6:00 AM - 8:00 AM' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** On the cart page: books tomorrow's morning pickup and goes on to checkout. */
export async function checkOutWithPickup(page: Page): Promise<void> {
  await choosePickup(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Signs the customer in, fills the cart with `lines` and books tomorrow's morning pickup: checkout. */
export async function atCheckout(
  page: Page,
  customer: { email: string; password: string },
  lines: Record<string, number>,
): Promise<void> {
  await loginAs(page, customer);
  await addToCart(page, lines);
  await page.goto('/cart');
  await checkOutWithPickup(page);
}

/**
 * Logs the account of the page's session out from another device, which ends every session of
 * the account; the page does not know yet.
 */
export async function endSessionsElsewhere(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const ended = await page.request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.ok()).toBeTruthy();
}

/** Places the order on the checkout page; the customer lands on their orders. The order placed. */
export async function placeOrder(page: Page): Promise<StoredOrder | undefined> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const [order] = await storedOrders(page);
  return order;
}

/** An order as the API lists it, with the fields the specs check. */
export interface StoredOrder {
  id: number;
  subtotal: number;
  discountPercent: number;
  discountSource: string | null;
  voucher: string | null;
  totalAmount: number;
  items: { name: string; quantity: number }[];
}

/** The signed-in customer's orders, newest first, as the API lists them. */
export async function storedOrders(page: Page): Promise<StoredOrder[]> {
  const { token, id } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    id: localStorage.getItem('id'),
  }));
  const response = await page.request.get(`/api/authUser/myOrders/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredOrder[];
}

/**
 * Places an order through the API for the customer of `token`: the catalogue's first item, in
 * the date's slot named `slotTime` (its first slot when not named).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  token: string,
  order: {
    pickupDate: string;
    slotTime?: string;
    quantity?: number;
    /** Where the order is placed from; BENGALURU when not given. */
    geoLocation?: { lat: number; lng: number };
  },
): Promise<{ id: number }> {
  const catalogue = (await (await request.get('/api/services/getAllService')).json()) as {
    items: { id: number }[];
  }[];
  const slots = (await (
    await request.get(`/api/pickup-timeslots/by-date?date=${order.pickupDate}`)
  ).json()) as { slotId: number; slotTime: string }[];
  const slot = order.slotTime ? slots.find((one) => one.slotTime === order.slotTime) : slots[0];
  const data = {
    items: [{ itemId: catalogue[0]?.items[0]?.id, quantity: order.quantity ?? 1 }],
    pickupDate: order.pickupDate,
    pickupSlotId: slot?.slotId,
    geoLocation: order.geoLocation ?? BENGALURU,
  };
  return postToApi<{ id: number }>(request, '/api/authUser/createOrder', data, {
    token,
    status: 201,
  });
}

/** A customer registered through the API, with an order they placed through it. */
export async function customerWithOrder(
  request: APIRequestContext,
  person: Parameters<typeof registerCustomer>[1],
  order: Parameters<typeof placeOrderThroughApi>[2],
): Promise<{ customer: Customer; order: { id: number } }> {
  const customer = await registerCustomer(request, person);
  return { customer, order: await placeOrderThroughApi(request, customer.token, order) };
}

/** The admin sets an order's status through the API, as the shop would; the order as answered. */
export async function setOrderStatusThroughApi(
  request: APIRequestContext,
  adminToken: string,
  orderId: number,
  status: string,
): Promise<{ totalAmount: number }> {
  return postToApi<{ totalAmount: number }>(
    request,
    `/api/admin/updateOrder/${String(orderId)}`,
    { status },
    { token: adminToken },
  );
}

/**
 * A customer who earned loyalty points: registered through the API, with an order of 30 of the
 * catalogue's first item, picked up tomorrow, that the shop completed (1 point per full ₹100).
 */
export async function customerWhoEarnedPoints(
  request: APIRequestContext,
  adminToken: string,
  firstName: string,
): Promise<{ customer: Customer; order: { id: number }; earned: number }> {
  const { customer, order } = await customerWithOrder(
    request,
    { firstName },
    { pickupDate: indianTomorrow(), quantity: 30 },
  );
  const completed = await setOrderStatusThroughApi(request, adminToken, order.id, 'completed');
  return { customer, order, earned: Math.floor(completed.totalAmount / 100) };
}

/**
 * A counter hand: registered through the API, then given the staff role by the admin, as the
 * shop would.
 */
export async function registerStaff(
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
): Promise<Customer> {
  const staff = await registerCustomer(request, name);
  const adminToken = await apiToken(request, ADMIN);
  const promotion = {
    ...name,
    phone: '9876543210',
    street: '5 Church Street',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    role: 'staff',
  };
  await postToApi(request, `/api/admin/updateUser/${String(staff.id)}`, promotion, {
    token: adminToken,
  });
  return staff;
}

/** A tab of the dashboard, opened (the dashboard's user is signed in); its panel. */
export async function openAdminTab(page: Page, tab: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel', { name: tab });
}

/** The order's details, opened from the dashboard's Orders tab (the dashboard's user is signed in). */
export async function openOrderDetails(page: Page, orderId: number) {
  await openAdminTab(page, 'Orders');
  await page.getByRole('button', { name: `View order #${String(orderId)}` }).click();
  return page.getByRole('dialog', { name: 'Order Details' });
}

/**
 * Someone (the customer, the shop) signed in on a device of their own: a page in a new browser
 * context, beside the test's page; close it with `page.context().close()`.
 */
export async function signedInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  credentials: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(page, credentials);
  return page;
}

/** The customer's orders page, where the order just placed (the newest) opens by itself; its card. */
export async function openNewestOrder(page: Page, orderId: number) {
  await page.goto('/orders');
  const card = page.getByRole('button', { name: new RegExp(`Order #${String(orderId)}\\b`) });
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  return card;
}

/**
 * At the counter: a customer's order of two of the catalogue's first item (Blouses at ₹100:
 * ₹200), picked up on `pickupDate`, its details opened on the dashboard by a new staff member
 * signed in on `page`.
 */
export async function orderAtTheCounter(
  page: Page,
  people: {
    customer: { firstName: string; lastName?: string };
    staff: { firstName: string; lastName: string };
  },
  pickupDate: string,
) {
  const { customer, order } = await customerWithOrder(page.request, people.customer, {
    pickupDate,
    quantity: 2,
  });
  await loginAs(page, await registerStaff(page.request, people.staff));
  return { customer, order, details: await openOrderDetails(page, order.id) };
}
