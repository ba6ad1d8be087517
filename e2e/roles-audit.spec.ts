import { expectNoSeriousAccessibilityViolations } from './axe';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { apiToken, registerCustomer } from './steps';

test('the admin makes a customer staff, the audit log shows it, and staff see only the day’s tabs', async ({
  page,
  browser,
}) => {
  const person = await registerCustomer(page.request, { firstName: 'Ravi' });

  await loginAs(page, ADMIN);
  await page.goto('/admin');
  await page.getByLabel('Search users').fill(person.email);
  await page.getByRole('button', { name: `Edit ${person.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Role').selectOption('staff');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText('Staff');

  // The change, who made it, and the record before and after.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Search changes').fill(String(person.id));
  const row = page.getByRole('row').filter({ hasText: 'user.update' }).first();
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText(`user #${person.id}`);
  await expect(row).toContainText('role');
  await row.getByRole('button', { name: /View change/ }).click();
  const change = page.getByRole('dialog', { name: /user\.update/ });
  await expect(change.getByText('"role": "user"')).toBeVisible();
  await expect(change.getByText('"role": "staff"')).toBeVisible();
  await expect(page.getByText('User updated')).toBeHidden();
  await expectNoSeriousAccessibilityViolations(page);

  // Staff sign in elsewhere: the day's tabs, not the shop's settings; the server agrees.
  const context = await browser.newContext({ baseURL: page.url() });
  const staffPage = await context.newPage();
  await loginAs(staffPage, person);
  await staffPage.goto('/admin');
  const tabs = staffPage.getByRole('tab');
  await expect(tabs).toHaveText(['Orders', 'Outstanding', 'Messages', /Contact/]);
  await expect(staffPage.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const token = await apiToken(staffPage.request, person);
  const users = await staffPage.request.get('/api/admin/getAllUsers', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(users.status()).toBe(403);
  await context.close();
});
