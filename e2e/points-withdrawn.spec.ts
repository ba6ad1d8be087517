import { ADMIN, expect, loginAs, test } from './fixtures';
import { apiToken, customerWhoEarnedPoints, setOrderStatusThroughApi } from './steps';

test("a completed order the shop cancels afterwards takes its points back, as the customer's points history shows", async ({
  page,
}) => {
  const adminToken = await apiToken(page.request, ADMIN);
  const { customer, order, earned } = await customerWhoEarnedPoints(
    page.request,
    adminToken,
    'Kavya',
  );
  expect(earned).toBeGreaterThan(0);
  await setOrderStatusThroughApi(page.request, adminToken, order.id, 'cancelled');

  await loginAs(page, customer);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Points History' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText('0 points');
  const history = page.getByRole('list', { name: 'Points history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    `Points withdrawn (order cancelled) #${String(order.id)}`,
  );
  await expect(history.getByRole('listitem').first()).toContainText(`−${String(earned)}`);
  await expect(history.getByRole('listitem').last()).toContainText(
    `Earned on order #${String(order.id)}`,
  );
});
