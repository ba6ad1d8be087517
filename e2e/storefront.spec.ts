import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './axe';
import { DEMO, expect, loginAs, test } from './fixtures';

const PROMO_TITLE = /20% off your first order/;

/** Pages that are not about the promo start with it already seen, so it never covers them. */
async function dismissPromoUpFront(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
}

test.describe('welcome promo', () => {
  test.use({ welcomeOffer: true });

  test('appears once, about 2 s after arriving on Home, and never after it is closed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const promo = page.getByRole('dialog', { name: PROMO_TITLE });
    await page.waitForTimeout(1000);
    await expect(promo).toBeHidden();
    await expect(promo).toBeVisible({ timeout: 4000 });
    await expect(promo).toContainText('WELCOME20');
    await expect(promo).toContainText(/new customers only/i);
    await expect(promo).toContainText('₹500');

    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('promoSeen'))).not.toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(promo).toBeHidden();
  });

  test('Escape closes it and counts as seen', async ({ page }) => {
    await page.goto('/');
    const promo = page.getByRole('dialog', { name: PROMO_TITLE });
    await expect(promo).toBeVisible({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect(promo).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('promoSeen'))).not.toBeNull();
  });

  test('is not shown on other pages', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('promoSeen'))).toBeNull();
  });

  test('leaving Home before the delay cancels it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Order Now & Save 20% goes to the order page and marks it seen', async ({ page }) => {
    await page.goto('/');
    const promo = page.getByRole('dialog', { name: PROMO_TITLE });
    await promo.getByRole('button', { name: 'Order Now & Save 20%' }).click();
    await expect(page).toHaveURL(/\/order$/);
    expect(await page.evaluate(() => window.localStorage.getItem('promoSeen'))).not.toBeNull();
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Copy Code puts WELCOME20 on the clipboard, toasts and opens Services', async ({
      page,
    }) => {
      await page.goto('/');
      const promo = page.getByRole('dialog', { name: PROMO_TITLE });
      await promo.getByRole('button', { name: 'Copy Code & Browse Services' }).click();
      await expect(page.getByText('Code Copied!')).toBeVisible();
      await expect(page).toHaveURL(/\/services$/);
      await expect(promo).toBeHidden();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME20');
      expect(await page.evaluate(() => window.localStorage.getItem('promoSeen'))).not.toBeNull();
    });
  });

  test('the open dialog has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: PROMO_TITLE })).toBeVisible({ timeout: 5000 });
    await expectNoSeriousAccessibilityViolations(page);
  });
});

test.describe('home', () => {
  test.beforeEach(async ({ page }) => dismissPromoUpFront(page));

  test('has the hero, services, steps, benefits, referral and final call to action', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Fresh, clean clothes/ });
    await expect(hero.getByRole('link', { name: 'View Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(hero.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');

    const services = page.getByRole('region', { name: 'Our Services' });
    for (const name of ['Dry Cleaning', 'Laundry', 'Premium Services']) {
      await expect(services.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(services).toContainText('From ₹50 per piece');

    const steps = page.getByRole('region', { name: 'How It Works' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Schedule Pickup',
      'Professional Cleaning',
      'Fresh Delivery',
    ]);

    const benefits = page.getByRole('region', { name: /Why Choose/ });
    await expect(benefits.getByRole('listitem')).toHaveCount(4);
    await expect(benefits).toContainText('Free pickup and delivery');
    await expect(benefits).toContainText('Same-day and next-day');
    await expect(benefits).toContainText('Eco-friendly');
    await expect(benefits).toContainText('100% satisfaction');

    const refer = page.getByRole('region', { name: /earn rewards/ });
    await expect(refer.getByRole('link', { name: 'Sign In to Refer Friends' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(refer.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/referral-how-it-works',
    );

    const finalCall = page.getByRole('region', { name: /Ready for fresher clothes/ });
    await expect(finalCall.getByRole('link', { name: 'Order Now' })).toHaveAttribute(
      'href',
      '/order',
    );
    await expect(page).toHaveTitle(/FreshFold/);
  });

  test('a signed-in customer gets the referral link button', async ({ page }) => {
    // A real sign-in: the session is checked against the server.
    await page.addInitScript(() => window.localStorage.setItem('promoSeen', 'true'));
    await loginAs(page, DEMO);
    await page.goto('/');
    const refer = page.getByRole('region', { name: /earn rewards/ });
    await expect(refer.getByRole('link', { name: 'Get Your Referral Link' })).toHaveAttribute(
      'href',
      '/refer',
    );
    await expect(refer.getByRole('link', { name: 'Sign In to Refer Friends' })).toHaveCount(0);
  });

  test('shows a loading text while the services load', async ({ page }) => {
    await page.route('**/api/services/getAllService', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Loading services...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Laundry' })).toBeVisible();
    await expect(page.getByText('Loading services...')).toBeHidden();
  });

  test('says so when the services cannot load, and shows them after Try again', async ({
    page,
  }) => {
    await page.route('**/api/services/getAllService', (route) => route.abort());
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our Services' });
    const failure = services.getByRole('alert');
    await expect(failure).toContainText("We couldn't load our services just now.");
    // No built-in prices passed off as the shop's.
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(0);

    await page.unroute('**/api/services/getAllService');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(services.getByRole('heading', { level: 3, name: 'Laundry' })).toBeVisible();
    await expect(failure).toBeHidden();
  });

  test('Learn More scrolls to the service on the Services page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More about Premium Services' }).click();
    await expect(page).toHaveURL(/\/services#premium-services$/);
    await expect(page.getByRole('region', { name: 'Premium Services' })).toBeInViewport();
  });
});

test.describe('pages', () => {
  test.beforeEach(async ({ page }) => dismissPromoUpFront(page));

  const ROUTES = [
    { path: '/', heading: /Fresh, clean clothes/, title: /FreshFold/ },
    { path: '/about', heading: 'About FreshFold', title: /About/ },
    { path: '/contact', heading: 'Contact Us', title: /Contact/ },
    { path: '/privacypolicy', heading: 'Privacy Policy', title: /Privacy/ },
    { path: '/refundpolicy', heading: 'Refund Policy', title: /Refund/ },
    { path: '/termsandconditions', heading: 'Terms & Conditions', title: /Terms/ },
  ];

  for (const route of ROUTES) {
    test(`${route.path} renders its heading, title and description`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    });
  }

  test('the About page tells the story and the three values', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main).toContainText('2010');
    await expect(main).toContainText('Mumbai');
    await expect(main).toContainText('multiple cities');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([
      'Quality',
      'Environment',
      'Service',
    ]);
  });

  const POLICIES = [
    {
      name: 'the refund policy states every rule',
      path: '/refundpolicy',
      texts: [
        'a service was not rendered',
        'damaged or lost through our negligence',
        'within 7 days',
        'proof of purchase',
        'Services already rendered',
        'customer misuse',
        'not collected within 30 days',
        'original payment method within 7-10 business days',
      ],
    },
    {
      name: 'the terms state payment, prices and governing law',
      path: '/termsandconditions',
      texts: [
        'Payment is due in full before delivery or pickup',
        'Prices may change without notice',
        'governed by the laws of India',
        'courts of Mumbai',
      ],
    },
  ];

  for (const policy of POLICIES) {
    test(policy.name, async ({ page }) => {
      await page.goto(policy.path);
      const main = page.getByRole('main');
      for (const text of policy.texts) await expect(main).toContainText(text);
    });
  }

  test('the footer has hours, links, contact and the current year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Monday - Sunday');
    await expect(footer).toContainText('6:00 AM - 9:00 PM');
    for (const name of ['Privacy Policy', 'Refund Policy', 'Terms & Conditions', 'Services']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('Bengaluru');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} FreshFold`);
    await footer.getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  });

  test('the mobile menu opens and reaches every page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test.describe('accessibility', () => {
  test.beforeEach(async ({ page }) => dismissPromoUpFront(page));

  test('Home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: 'Laundry' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('Services', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Laundry' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('Contact, with its errors shown', async ({ page }) => {
    await page.goto('/contact');
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('About', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('policy pages', async ({ page }) => {
    for (const path of ['/privacypolicy', '/refundpolicy', '/termsandconditions']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page);
    }
  });

  test('Home on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: 'Laundry' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });
});
