import { addDays, indianDate } from '@freshfold/shared';
import { expect, test } from './fixtures';
import { openNewestOrder, orderAtTheCounter, signedInElsewhere } from './steps';

test('staff record a cash payment in the order details; the customer sees the order paid', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two Blouses: ₹200.
  const { customer, order, details } = await orderAtTheCounter(
    page,
    { customer: { firstName: 'Meera' }, staff: { firstName: 'Kiran', lastName: 'Gowda' } },
    addDays(indianDate(), 3),
  );
  const payments = details.getByRole('region', { name: /Payments/ });
  await expect(payments).toContainText('Unpaid');
  await expect(payments).toContainText('Due ₹200');
  await payments.getByLabel('Method').selectOption({ label: 'Cash' });
  await expect(payments.getByLabel('Amount (₹)')).toHaveValue('200');
  await payments.getByLabel('Reference').fill('Counter receipt 17');
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded.')).toBeVisible();
  await expect(payments).toContainText('Paid ₹200');
  await expect(payments).toContainText('Ref. Counter receipt 17');
  await expect(payments.getByText('Paid', { exact: true })).toBeVisible();

  // An overpayment is refused with the server's reason.
  await payments.getByLabel('Amount (₹)').fill('1');
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('This is more than the amount due (₹0).')).toBeVisible();

  const customerPage = await signedInElsewhere(browser, baseURL, customer);
  await openNewestOrder(customerPage, order.id);
  await expect(customerPage.getByText('Paid', { exact: true })).toBeVisible();
  await expect(customerPage.getByText('Paid ₹200')).toBeVisible();
  await customerPage.context().close();
});

test('a total lowered at intake after the customer paid says what to give back, and the refund settles it', async ({
  page,
}) => {
  // Two Blouses: ₹200, paid in full at the counter before pickup.
  const { details } = await orderAtTheCounter(
    page,
    { customer: { firstName: 'Rekha' }, staff: { firstName: 'Anil', lastName: 'Kumar' } },
    addDays(indianDate(), 5),
  );
  const payments = details.getByRole('region', { name: /Payments/ });
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(payments).toContainText('Paid ₹200');

  // Only one Blouse came in.
  const intake = details.getByRole('region', { name: 'Intake' });
  await intake.getByLabel('Quantity of Blouse').fill('1');
  await expect(intake).toContainText('New total: ₹100');
  await intake.getByRole('button', { name: 'Save intake' }).click();
  await expect(page.getByText('Intake saved')).toBeVisible();
  await expect(payments).toContainText('The customer is owed ₹100 back: refund it to them.');
  await expect(payments.getByLabel('Record')).toHaveValue('refund');
  await expect(payments.getByLabel('Amount (₹)')).toHaveValue('100');
  await payments.getByLabel('Reason').fill('One blouse did not come in');
  await payments.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund recorded.')).toBeVisible();
  await expect(payments).toContainText('Paid ₹100');
  await expect(payments).not.toContainText('is owed');

  // The second blouse turns up after all: the ₹100 given back is due again (decision 018).
  await intake.getByLabel('Quantity of Blouse').fill('2');
  await intake.getByRole('button', { name: 'Save intake' }).click();
  await expect(payments).toContainText('Due ₹100');
  await expect(payments).toContainText('Part-paid');
});
