import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DEMO, TEST_DB_KIND, type TestContext } from '../../test/helpers.js';

describe(`seeding an empty database (${TEST_DB_KIND})`, () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  /** The shop as the server seeds it on first start with this environment. */
  async function shopStartedWith(environment: Record<string, string>) {
    ctx = await createTestApp({ environment });
    const login = (email: string, password: string) =>
      ctx?.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: email, password },
      });
    const emails = await ctx.database.db.selectFrom('users').select('email').execute();
    const services = await ctx.database.db.selectFrom('services').select('id').execute();
    const slots = await ctx.database.db.selectFrom('pickup_slots').select('id').execute();
    const vouchers = await ctx.database.db.selectFrom('vouchers').select('code').execute();
    return {
      emails: emails.map((row) => row.email).sort(),
      services: services.length,
      slots: slots.length,
      vouchers: vouchers.length,
      demoLogin: (await login(DEMO.email, DEMO.password))?.statusCode,
      adminLogin: (await login(ADMIN.email, ADMIN.password))?.statusCode,
    };
  }

  const production = { NODE_ENV: 'production', ADMIN_PASSWORD: ADMIN.password };

  it('in production: the catalogue, slots, vouchers and the admin, but no demo customer', async () => {
    const shop = await shopStartedWith(production);
    expect(shop).toEqual({
      emails: [ADMIN.email],
      services: 3,
      slots: 14,
      vouchers: 3,
      demoLogin: 401,
      adminLogin: 200,
    });
  });

  it('in production with SEED_DEMO=true: the demo customer too', async () => {
    const shop = await shopStartedWith({ ...production, SEED_DEMO: 'true' });
    expect(shop.emails).toEqual([ADMIN.email, DEMO.email].sort());
    expect(shop.demoLogin).toBe(200);
  });

  it('in development the demo customer by default, and not with SEED_DEMO=false', async () => {
    expect((await shopStartedWith({ NODE_ENV: 'development' })).demoLogin).toBe(200);
    await ctx?.close();
    ctx = undefined;
    const without = await shopStartedWith({ NODE_ENV: 'development', SEED_DEMO: 'false' });
    expect(without.emails).toEqual([ADMIN.email]);
    expect(without.demoLogin).toBe(401);
  });
});
