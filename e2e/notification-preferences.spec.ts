import { expectNoSeriousAccessibilityViolations } from './axe';
import { DEMO, expect, loginAs, test } from './fixtures';

test('a customer opts in to WhatsApp on the profile, with the consent line, and it is kept', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await page.goto('/profile');
  const card = page.getByRole('form', { name: 'Notifications' });
  await expect(card.getByLabel('E-mail')).toBeChecked();
  const whatsapp = card.getByLabel('WhatsApp');
  await expect(whatsapp).not.toBeChecked();
  await expect(whatsapp).toHaveAccessibleDescription(
    /^I agree to receive order updates from FreshFold on WhatsApp at \+91 \d{5} \d{5}\. You can turn this off at any time\.$/,
  );
  await expectNoSeriousAccessibilityViolations(page);
  await whatsapp.check();
  await card.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Notifications' }).getByLabel('WhatsApp'),
  ).toBeChecked();
  await expect(
    page.getByRole('form', { name: 'Notifications' }).getByLabel('SMS'),
  ).not.toBeChecked();
});
