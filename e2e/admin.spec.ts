import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import type { Page } from '@playwright/test';
import { ADMIN, DEMO, expect, loginAs, submitLogin, test } from './fixtures';
import {
  apiToken,
  customerWithOrder,
  placeOrderThroughApi,
  registerCustomer,
  signedInElsewhere,
} from './steps';

/** Guest → /admin → /login → back on /admin as the seeded admin. */
async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('each tab shows the seeded data', async ({ page }) => {
  await openDashboard(page);
  const tabs = page.getByRole('tablist');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  const demoRow = page.getByRole('row').filter({ hasText: DEMO.email });
  await expect(demoRow).toContainText('Priya Sharma');
  await expect(demoRow).toContainText('9812345678');

  await tabs.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('columnheader', { name: 'User name' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { name: 'Dry Cleaning' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Laundry items' })).toContainText('Bedsheet Double');

  await tabs.getByRole('tab', { name: 'Vouchers' }).click();
  const welcome = page.getByRole('row').filter({ hasText: 'WELCOME10' });
  await expect(welcome).toContainText('10%');
  await expect(welcome).toContainText('₹500');
  await expect(welcome.getByRole('switch')).toBeChecked();

  await tabs.getByRole('tab', { name: 'Pickup Times' }).click();
  const slots = page.getByRole('list', { name: 'Time slots' }).getByRole('listitem');
  await expect(slots).toHaveCount(14);
  // A date filters the cards to its weekday.
  const date = addDays(indianDate(), 3);
  await page.getByLabel('Pick a date').fill(date);
  await expect(slots).toHaveCount(2);
  await expect(slots.first()).toContainText(weekdayOf(date));
});

test('the admin edits a user: the first name goes into the first name', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: `Edit ${DEMO.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(DEMO.email);
  await expect(dialog.getByText('Email cannot be changed')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Meera');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: DEMO.email })).toContainText('Meera Sharma');
});

test("the admin's own password is changed on the profile, which asks for the current one", async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('button', { name: `Set password for ${ADMIN.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog).toContainText('Change your password on your profile');
  await expect(dialog.getByLabel('New password')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByLabel('Current password')).toBeVisible();

  // A customer's password is still set from the dashboard, with the same rule as elsewhere.
  await page.goto('/admin');
  await page.getByRole('button', { name: `Set password for ${DEMO.email}` }).click();
  const customer = page.getByRole('dialog', { name: 'Set Password' });
  await customer.getByLabel('New password').fill('Welcome@123');
  await customer.getByRole('button', { name: 'Set Password' }).click();
  await expect(
    customer.getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
});

test('a service and an item added in the dashboard are on the price list', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Add Service' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Add New Service' });
  const addService = serviceDialog.getByRole('button', { name: 'Add Service' });
  await serviceDialog.getByPlaceholder('e.g., Dry Cleaning').fill('Shoe Care');
  await expect(addService).toBeDisabled();
  await serviceDialog.getByLabel('Description').fill('Cleaning and polishing for shoes');
  await addService.click();
  await expect(page.getByRole('heading', { name: 'Shoe Care' })).toBeVisible();
  await expect(page.getByText('No items have been added to this service yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add item to Shoe Care' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add Service Item' });
  const addItem = itemDialog.getByRole('button', { name: 'Add Item' });
  await itemDialog.getByLabel('Item Name').fill('Sneakers');
  await itemDialog.getByLabel('Price (₹)').fill('0');
  await expect(addItem).toBeDisabled();
  await itemDialog.getByLabel('Price (₹)').fill('299.50');
  await addItem.click();
  await expect(page.getByRole('table', { name: 'Shoe Care items' })).toContainText('₹299.50');

  await page.goto('/services');
  const section = page.getByRole('region', { name: 'Shoe Care' });
  await expect(section.getByRole('row').filter({ hasText: 'Sneakers' })).toContainText('₹299.50');
});

test('a voucher added in the dashboard is accepted in the cart and can be switched off', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  await page.getByRole('button', { name: 'Add Voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Voucher' });
  await expect(dialog.getByLabel('Discount (%)')).toHaveValue('10');
  await expect(dialog.getByLabel('Start Date')).toHaveValue(indianDate());
  await expect(dialog.getByLabel('Expiry Date')).toHaveValue(addDays(indianDate(), 30));
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'First order only' })).not.toBeChecked();
  await dialog.getByLabel('Voucher Code').fill('festive15');
  await expect(dialog.getByLabel('Voucher Code')).toHaveValue('FESTIVE15');
  await dialog.getByLabel('Discount (%)').fill('15');
  await dialog.getByRole('button', { name: 'Create Voucher' }).click();
  await expect(page.getByText('Voucher added successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'FESTIVE15' });
  await expect(row).toContainText('None');

  // The customer's cart accepts it.
  await page.goto('/order');
  await page.getByLabel('Quantity of Shirt').fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.goto('/cart');
  await page.getByPlaceholder('Enter voucher code').fill('FESTIVE15');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Voucher FESTIVE15 applied successfully! (15% off)')).toBeVisible();

  // Switched off, the list shows it at once and the server keeps it.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  await row.getByRole('switch').click();
  await expect(row).toContainText('Inactive');
  await expect(page.getByText('Voucher updated successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  await expect(row.getByRole('switch')).not.toBeChecked();
});

test('a slot added in the dashboard is offered on its weekday', async ({ page, request }) => {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Pickup Times' }).click();
  const date = addDays(indianDate(), 2);
  const day = weekdayOf(date);
  await page.getByLabel('Day', { exact: true }).selectOption(day);
  await page.getByLabel('Start Time', { exact: true }).fill('12:00');
  await page.getByLabel('End Time', { exact: true }).fill('13:30');
  await page.getByRole('button', { name: 'Add Time Slot' }).click();
  await expect(page.getByText('Pickup time slot created')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit slot ${day} 12:00 - 13:30` })).toBeVisible();

  const response = await request.get(`/api/pickup-timeslots/by-date?date=${date}`);
  const offered = (await response.json()) as { slotTime: string; available: boolean }[];
  expect(offered).toContainEqual(
    expect.objectContaining({ slotTime: '12:00 PM - 1:30 PM', available: true }),
  );

  // Edit the slot's times through its dialog.
  await page.getByRole('button', { name: `Edit slot ${day} 12:00 - 13:30` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Time Slot' });
  await dialog.getByLabel('End Time').fill('14:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `Edit slot ${day} 12:00 - 14:00` })).toBeVisible();
});

test("an order's status changed in the dashboard shows on the customer's orders", async ({
  page,
  request,
  browser,
}) => {
  const token = await apiToken(request, DEMO);
  // Not tomorrow's first slot, which the ordering specs book for the demo customer in the
  // same app (a customer holds one open order per slot).
  const pickupDate = addDays(indianDate(), 2);
  const order = await placeOrderThroughApi(request, token, {
    pickupDate,
    quantity: 2,
  });

  await openDashboard(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('combobox', { name: `Status of order #${order.id}` }).selectOption('ready');
  await expect(page.getByText('Order status updated')).toBeVisible();

  await page.getByRole('button', { name: `View order #${order.id}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText('Blouse x 2 (₹100)');
  await details.getByLabel('Delivery Date').fill(addDays(pickupDate, 7));
  await details.getByLabel('Delivery Slot').selectOption({ index: 1 });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Delivery date and slot updated.')).toBeVisible();

  const customer = await browser.newPage({ baseURL: page.url().replace(/\/admin$/, '') });
  await customer.goto('/login');
  await submitLogin(customer, DEMO);
  await expect(customer).not.toHaveURL(/\/login$/);
  await customer.goto('/orders');
  const card = customer.getByRole('button', { name: new RegExp(`Order #${order.id}\\b`) });
  await expect(card).toContainText('Ready');
  await customer.close();
});

test('a customer who opens /admin is sent home with Access denied', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access the admin panel."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test("the admin disables a customer: the customer's open page signs out and login is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  // A fresh customer, so the seeded demo account stays as other specs expect it.
  const customer = await registerCustomer(page.request, { firstName: 'Ravi' });

  // The customer is signed in on their own device.
  const customerPage = await signedInElsewhere(browser, baseURL, customer);

  await openDashboard(page);
  await page.getByLabel('Search users').fill(customer.email);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText('Active');
  await expect(page.getByRole('button', { name: `Disable ${ADMIN.email}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Disable ${customer.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable account' });
  await expect(confirm).toContainText('signed out everywhere');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(
    page.getByText(`${customer.email} is disabled and signed out everywhere.`),
  ).toBeVisible();
  await expect(row).toContainText('Disabled');

  // The customer's open page: the next call to the server signs them out, saying why.
  await customerPage.goto('/profile');
  await expect(customerPage.getByText('This account is disabled. Contact the shop.')).toBeVisible();
  await expect(customerPage).toHaveURL(/\/login$/);
  await customerPage.getByLabel('Email').fill(customer.email);
  await customerPage.getByLabel('Password', { exact: true }).fill(customer.password);
  await customerPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(customerPage.getByRole('alert')).toContainText(
    'This account is disabled. Contact the shop.',
  );

  // Enabled again, the customer logs in.
  await row.getByRole('button', { name: `Enable ${customer.email}` }).click();
  await page
    .getByRole('dialog', { name: 'Enable account' })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(row).toContainText('Active');
  await loginAs(customerPage, customer);
  await customerPage.context().close();
});

test('the order details show whom and where to pick up from; cancelling asks first', async ({
  page,
}) => {
  const { order } = await customerWithOrder(
    page.request,
    {
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: '9845012345',
      street: '14, 5th Cross, Malleshwaram',
      zipCode: '560003',
    },
    { pickupDate: addDays(indianDate(), 3), geoLocation: { lat: 13.0035, lng: 77.5709 } },
  );

  await openDashboard(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('button', { name: `View order #${order.id}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText('Meera Iyer');
  await expect(details.getByRole('link', { name: '9845012345' })).toHaveAttribute(
    'href',
    'tel:+919845012345',
  );
  await expect(details).toContainText('14, 5th Cross, Malleshwaram, Bengaluru, Karnataka 560003');
  await expect(details.getByRole('link', { name: 'View on Google Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=13.0035,77.5709',
  );
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Choosing "Cancelled" asks; keeping the order changes nothing.
  const status = page.getByRole('combobox', { name: `Status of order #${order.id}` });
  await status.selectOption('cancelled');
  const confirm = page.getByRole('dialog', { name: `Cancel order #${order.id}?` });
  await expect(confirm).toContainText("Meera Iyer's pickup on");
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveValue('pending');
  const adminToken = await apiToken(page.request, ADMIN);
  const listed = (await (
    await page.request.get(`/api/admin/getAllOrders?q=${String(order.id)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json()) as { orders: { id: number; status: string }[] };
  expect(listed.orders.find((row) => row.id === order.id)?.status).toBe('pending');

  await status.selectOption('cancelled');
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order status updated')).toBeVisible();
  await expect(status).toHaveValue('cancelled');
});

test('a voucher can be made for first orders only', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  await page.getByRole('button', { name: 'Add Voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Voucher' });
  await dialog.getByLabel('Voucher Code').fill('FIRSTWASH');
  await dialog.getByRole('switch', { name: 'First order only' }).click();
  await dialog.getByRole('button', { name: 'Create Voucher' }).click();
  await expect(page.getByText('Voucher added successfully.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'FIRSTWASH' })).toContainText(
    'First order only',
  );

  const token = await apiToken(page.request, ADMIN);
  const vouchers = (await (
    await page.request.get('/api/admin/getAllVouchers', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { code: string; firstOrderOnly: boolean }[];
  expect(vouchers.find((voucher) => voucher.code === 'FIRSTWASH')?.firstOrderOnly).toBe(true);
});
