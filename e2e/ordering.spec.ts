import { ADMIN, DEMO, expect, loginAs, submitLogin, test } from './fixtures';
import {
  addToCart,
  apiToken,
  atCheckout,
  AT_BENGALURU,
  checkOutWithPickup,
  choosePickup,
  customerWithOrder,
  endSessionsElsewhere,
  indianTomorrow,
  placeOrder,
  registerCustomer,
  registerThroughReferralLink,
  storedOrders,
} from './steps';

test.use(AT_BENGALURU);

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
    await submitLogin(page, DEMO);

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
    const referrer = await registerCustomer(page.request, { firstName: 'Ravi' });
    await registerThroughReferralLink(page, referrer.id);

    await addToCart(page, { 'Suit 3 piece': 1 });
    await page.goto('/cart');
    await checkOutWithPickup(page);
    await expect(page.getByText('Referral welcome (20% off your first order)')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('₹520');
    const order = await placeOrder(page);
    expect(order).toMatchObject({ subtotal: 650, discountPercent: 20, totalAmount: 520 });
    await expect(
      page.getByRole('button', { name: new RegExp(`Order #${order?.id}`) }),
    ).toContainText('₹520');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await loginAs(page, referrer);
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
    const adminToken = await apiToken(page.request, ADMIN);
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

  test('a customer signed out on another device is told so at Place Order, and nothing is placed', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request, { firstName: 'Isha' });
    await atCheckout(page, customer, { 'Suit 3 piece': 1 });
    await endSessionsElsewhere(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    const again = await apiToken(page.request, customer);
    const orders = await page.request.get(`/api/authUser/myOrders/${String(customer.id)}`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(await orders.json()).toEqual([]);
  });

  test('a second pickup in a slot the customer already booked is refused at checkout, naming the booking', async ({
    page,
  }) => {
    const { customer, order: first } = await customerWithOrder(
      page.request,
      { firstName: 'Kavya', lastName: 'Nair' },
      { pickupDate: indianTomorrow(), slotTime: '6:00 AM - 8:00 AM' },
    );

    await atCheckout(page, customer, { 'Suit 3 piece': 1 });
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
