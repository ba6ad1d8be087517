import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './axe';
import { ADMIN, expect, loginAs, test } from './fixtures';

const CONTACT_SENT = 'Your message has been sent successfully!';

interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  handled: boolean;
}

function fieldsOf(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Name', exact: true }),
    email: page.getByRole('textbox', { name: 'Email', exact: true }),
    phone: page.getByRole('textbox', { name: /Phone/ }),
    subject: page.getByRole('textbox', { name: 'Subject', exact: true }),
    message: page.getByRole('textbox', { name: 'Message', exact: true }),
  };
}

/** The shop's contact messages, read through the admin API. */
async function shopMessages(request: APIRequestContext): Promise<ContactMessage[]> {
  const login = await request.post('/api/auth/login', {
    data: { userName: ADMIN.email, password: ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get('/api/admin/contact-messages?pageSize=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: ContactMessage[] }).messages;
}

test.describe('contact', () => {
  test('sends the message to the shop, shows the success text and clears the form', async ({
    page,
  }) => {
    await page.goto('/contact');
    const sender = `asha.${String(Date.now())}@example.in`;
    const fields = fieldsOf(page);
    await fields.name.fill('Asha Rao');
    await fields.email.fill(sender);
    await fields.phone.fill('98450 12345');
    await fields.subject.fill('Wedding lehenga');
    await fields.message.fill('Can you clean a heavy lehenga by Friday?');

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/contact'),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).postDataJSON()).toEqual({
      name: 'Asha Rao',
      email: sender,
      phone: '9845012345',
      subject: 'Wedding lehenga',
      message: 'Can you clean a heavy lehenga by Friday?',
    });
    await expect(page.getByRole('status')).toHaveText(CONTACT_SENT);
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expectNoSeriousAccessibilityViolations(page);

    // The shop has it, unhandled, as it was written.
    const stored = (await shopMessages(page.request)).find((item) => item.email === sender);
    expect(stored).toMatchObject({
      name: 'Asha Rao',
      phone: '9845012345',
      subject: 'Wedding lehenga',
      message: 'Can you clean a heavy lehenga by Friday?',
      handled: false,
    });
  });

  test('the shop reads a message in the dashboard’s Contact tab and marks it handled', async ({
    page,
  }) => {
    const sender = `meera.${String(Date.now())}@example.in`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Meera Iyer',
        email: sender,
        phone: '9845098450',
        subject: 'Silk saree',
        message: 'Do you clean Kanjeevaram silk?',
      },
    });
    expect(sent.status()).toBe(202);

    await loginAs(page, ADMIN);
    await page.goto('/admin');
    const tab = page.getByRole('tablist').getByRole('tab', { name: /^Contact/ });
    // The label counts what waits to be handled.
    await expect(tab).toContainText(/^Contact[1-9]\d{0,3} unhandled$/);
    await tab.click();
    const row = page.getByRole('row').filter({ hasText: sender });
    await expect(row).toContainText('Meera Iyer');
    await expect(row).toContainText('Silk saree');
    await expect(row).toContainText('Do you clean Kanjeevaram silk?');
    await expect(row.getByRole('link', { name: '98450 98450' })).toHaveAttribute(
      'href',
      'tel:+919845098450',
    );
    await expect(row).toContainText('Unhandled');
    await expectNoSeriousAccessibilityViolations(page);

    await row.getByRole('button', { name: 'Mark handled the message from Meera Iyer' }).click();
    await expect(page.getByText('Contact message marked handled')).toBeVisible();
    await expect(row).toContainText('Handled');
    await expect(row).toContainText('by you');
    const stored = (await shopMessages(page.request)).find((item) => item.email === sender);
    expect(stored?.handled).toBe(true);

    // Filtered to the unhandled ones, it is gone; reopened, it is back among them.
    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await filter.selectOption({ label: 'Unhandled' });
    await expect(page.getByRole('row').filter({ hasText: sender })).toHaveCount(0);
    await filter.selectOption({ label: 'Handled' });
    await row.getByRole('button', { name: 'Reopen the message from Meera Iyer' }).click();
    await expect(page.getByText('Contact message reopened')).toBeVisible();
    expect((await shopMessages(page.request)).find((item) => item.email === sender)?.handled).toBe(
      false,
    );
  });

  test('says why a message was not sent, and keeps what was typed', async ({ page }) => {
    // Five messages an hour from one sender; the sixth is refused by the server.
    const sender = `ravi.${String(Date.now())}@example.in`;
    for (let i = 0; i < 5; i += 1) {
      const sent = await page.request.post('/api/contact', {
        data: { name: 'Ravi Kumar', email: sender, message: `Question ${String(i)}` },
      });
      expect(sent.status()).toBe(202);
    }
    await page.goto('/contact');
    const fields = fieldsOf(page);
    await fields.name.fill('Ravi Kumar');
    await fields.email.fill(sender);
    await fields.subject.fill('One more');
    await fields.message.fill('Sorry, one more question.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /several messages/ })).toHaveText(
      'You have already sent us several messages in the last hour. We will reply soon; please wait before writing again.',
    );
    await expect(page.getByText(CONTACT_SENT)).toBeHidden();
    await expect(fields.message).toHaveValue('Sorry, one more question.');
  });

  test('requires name, a valid email, subject and message; phone is optional', async ({ page }) => {
    await page.goto('/contact');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(request.url());
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter your message')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText(CONTACT_SENT)).toBeHidden();
    expect(writes).toEqual([]);
  });

  test('shows the office, phone, e-mail, hours and a map link', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main).toContainText('Bengaluru');
    await expect(main.getByRole('link', { name: '+91 80 4567 8910' })).toHaveAttribute(
      'href',
      'tel:+918045678910',
    );
    await expect(main.getByRole('link', { name: 'care@freshfold.in' })).toBeVisible();
    // The hours cover the pickup slots (6-8 AM and 7-9 PM every day).
    await expect(main).toContainText('Monday - Sunday');
    await expect(main).toContainText('6:00 AM - 9:00 PM');
    await expect(main.getByRole('img', { name: /Map of Indiranagar/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    );
  });
});
