import { ADMIN, expect, loginAs, test } from './fixtures';
import { apiToken, indianTomorrow, placeOrderThroughApi, registerCustomer } from './steps';

test("a completed order the shop cancels afterwards takes its points back, as the customer's points history shows", async ({
  page,
}) => {
  const customer = await registerCustomer(page.request, { firstName: 'Kavya' });
  const adminToken = await apiToken(page.request, ADMIN);
  const order = await placeOrderThroughApi(page.request, customer.token, {
    pickupDate: indianTomorrow(),
    quantity: 30,
    geoLocation: { lat: 12.97, lng: 77.64 },
  });
  const setStatus = async (status: string) => {
    const response = await page.request.post(`/api/admin/updateOrder/${String(order.id)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { totalAmount: number };
  };
  const earned = Math.floor((await setStatus('completed')).totalAmount / 100);
  expect(earned).toBeGreaterThan(0);
  await setStatus('cancelled');

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
