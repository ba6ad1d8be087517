import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './axe';
import { addDays, indianDate } from '@freshfold/shared';
import { ADMIN, DEMO, expect, loginAs, test } from './fixtures';
import { openOrderDetails } from './steps';

interface ListedMessage {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

/** An admin's bearer token, for checking through the API what the page should then show. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { userName: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Messages of `kind` to `recipient` once the delivery worker has given them an outcome. */
async function settledMessages(
  request: APIRequestContext,
  token: string,
  kind: string,
  recipient: string,
): Promise<ListedMessage[]> {
  let found: ListedMessage[] = [];
  await expect(async () => {
    const response = await request.get('/api/admin/messages?status=not_sent&pageSize=100', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const { messages } = (await response.json()) as { messages: ListedMessage[] };
    found = messages.filter((item) => item.kind === kind && item.recipient === recipient);
    expect(found.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  return found;
}

test('the admin sees a contact message in Messages, not sent, rendered, and retries it', async ({
  page,
}) => {
  // A contact message writes two e-mails; with no SMTP_URL the server marks them not sent.
  const sender = `meera.${Date.now()}@example.in`;
  const text = `Can you collect a silk saree on Sunday? (${sender})`;
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Meera Iyer', email: sender, subject: 'Sunday pickup', message: text },
  });
  expect(sent.status()).toBe(202);
  const [acknowledgement] = await settledMessages(
    page.request,
    await adminToken(page.request),
    'contact_acknowledgement',
    sender,
  );
  expect(acknowledgement?.lastError).toMatch(/no channel configured/i);

  await loginAs(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByLabel('Filter by status').selectOption('not_sent');
  const row = page.getByRole('row').filter({ hasText: sender });
  await expect(row).toContainText('Contact acknowledgement');
  await expect(row).toContainText('E-mail');
  await expect(row).toContainText('Not sent');
  await expect(row).toContainText(/no channel configured/i);
  await expectNoSeriousAccessibilityViolations(page);

  // Opened: the e-mail as the sender would receive it, in its sandboxed frame, and its text.
  await row.getByRole('button', { name: `View message #${acknowledgement?.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message #${acknowledgement?.id}` });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const thanks = 'Thank you for writing to us.';
  await expect(
    frame.contentFrame().getByRole('paragraph').filter({ hasText: thanks }),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: /as text/ })).toContainText(thanks);
  // It repeats nothing the sender wrote: anyone can give anyone's address.
  await expect(dialog.getByRole('region', { name: /as text/ })).not.toContainText('silk saree');
  // The dashboard around the e-mail; axe cannot run inside a frame that allows no scripts.
  await expectNoSeriousAccessibilityViolations(page, { exclude: ['iframe'] });

  await dialog.getByRole('button', { name: `Retry message #${acknowledgement?.id}` }).click();
  await expect(page.getByText('Message queued to be sent again')).toBeVisible();
  // Tried again by the worker: a second attempt, again without a channel to send it on.
  const token = await adminToken(page.request);
  await expect(async () => {
    const again = await settledMessages(page.request, token, 'contact_acknowledgement', sender);
    expect(again[0]?.attempts).toBe(2);
  }).toPass({ timeout: 15_000 });
});

/** Places tomorrow's pickup of one item of the catalogue for the demo customer; its id. */
async function placeOrder(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/login', {
    data: { userName: DEMO.email, password: DEMO.password },
  });
  const { token } = (await login.json()) as { token: string };
  const pickupDate = addDays(indianDate(), 1);
  const catalogue = (await (await request.get('/api/services/getAllService')).json()) as {
    items: { id: number }[];
  }[];
  const slots = (await (
    await request.get(`/api/pickup-timeslots/by-date?date=${pickupDate}`)
  ).json()) as { slotId: number }[];
  const created = await request.post('/api/authUser/createOrder', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      items: [{ itemId: catalogue[0]?.items[0]?.id, quantity: 1 }],
      pickupDate,
      pickupSlotId: slots.at(-1)?.slotId,
      voucher: null,
      geoLocation: { lat: 12.9716, lng: 77.5946 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test("the order detail has a Messages section with the order's messages", async ({ page }) => {
  const orderId = await placeOrder(page.request);
  await loginAs(page, ADMIN);
  const dialog = await openOrderDetails(page, orderId);
  const section = dialog.getByRole('region', { name: 'Messages' });
  // The order's confirmation once the order events write messages; none before that.
  await expect(
    section
      .getByText('No messages have been sent about this order.')
      .or(section.getByText('Order placed'))
      .first(),
  ).toBeVisible();
  await expect(section.getByText('Failed to load messages.')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});
