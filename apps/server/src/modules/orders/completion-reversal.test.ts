import type { TAuditPage, TLoyaltyResponse, TOrder, Weekday } from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  expectReferralReward,
  loyaltyPointsOf,
  referralsOf,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  cancelOrder,
  orderingShop,
  orderRequest,
  pickupOn,
  placedOrder,
  setOrderStatus,
  storedOrder,
} from '../../../test/orders.js';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';

/**
 * An order cancelled after its completion takes back what the completion gave: the customer's
 * earned points and the referrer's 100 (docs/decisions/011); and staff or an admin cancelling
 * through the customer's route is kept in the audit log.
 */
describe(`cancelling a completed order, and the shop's cancellations (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Dry Cleaning');
  let staff: TestCustomer;

  beforeAll(async () => {
    staff = await createCustomer(ctx, { role: 'staff' });
  });

  const place = async (
    customer: TestCustomer,
    day: Weekday,
    quantity: number,
    pointsToRedeem = 0,
  ): Promise<TOrder> => {
    const pickup = await pickupOn(ctx, day, 50);
    return placedOrder(ctx.app, customer, {
      ...orderRequest([{ itemId: shop.shirt.id, quantity }], pickup),
      ...(pointsToRedeem > 0 ? { pointsToRedeem } : {}),
    });
  };

  const setStatus = async (order: TOrder, status: string) => {
    const response = await setOrderStatus(ctx.app, shop.admin, order.id, status);
    expect(response.statusCode, response.body).toBe(200);
  };

  /** A completed order cancelled since has a credit note: it stays cancelled (409). */
  const expectStaysCancelled = async (order: TOrder, status: string) => {
    const response = await setOrderStatus(ctx.app, shop.admin, order.id, status);
    expect(response.statusCode, response.body).toBe(409);
  };

  /** The points a completed order earns: 1 per full ₹100 of its charged total. */
  const pointsOf = async (order: TOrder) => {
    const row = await storedOrder(ctx, order.id, ['total_paise']);
    return Math.floor(row.total_paise / 10_000);
  };

  /** A user's ledger entries for this order, oldest first. */
  const entriesOf = (userId: number, order: TOrder) =>
    ctx.database.db
      .selectFrom('loyalty_point_entries')
      .select(['points', 'reason'])
      .where('user_id', '=', userId)
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();

  const loyaltyOf = async (customer: TestCustomer) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/authUser/loyalty',
      headers: customer.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TLoyaltyResponse>();
  };

  const auditOf = async (order: TOrder) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?q=${order.id}&actor=${staff.id}`,
      headers: shop.admin.auth,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<TAuditPage>()
      .entries.filter((entry) => entry.entityId === String(order.id));
  };

  describe("the customer's earned points", () => {
    it('are withdrawn when the shop cancels the completed order, which then stays cancelled', async () => {
      const customer = await createCustomer(ctx);
      const order = await place(customer, 'Monday', 5);
      const points = await pointsOf(order);
      expect(points).toBeGreaterThan(1);
      await setStatus(order, 'completed');
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(points);

      await setStatus(order, 'cancelled');
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(0);
      expect(await entriesOf(customer.id, order)).toEqual([
        { points, reason: 'order_completed' },
        { points: -points, reason: 'order_completed_reversed' },
      ]);
      const history = await loyaltyOf(customer);
      expect(history.balance).toBe(0);
      expect(history.entries.map((entry) => [entry.kind, entry.points])).toEqual([
        ['earned_reversed', -points],
        ['earned', points],
      ]);

      // Its invoice has a credit note: it is not reopened nor completed again, nothing earned.
      await expectStaysCancelled(order, 'processing');
      await expectStaysCancelled(order, 'completed');
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(0);
      expect(await entriesOf(customer.id, order)).toHaveLength(2);
    });

    it('spent meanwhile, only what remains is withdrawn: the balance never goes below 0', async () => {
      const customer = await createCustomer(ctx);
      const first = await place(customer, 'Tuesday', 5);
      const points = await pointsOf(first);
      await setStatus(first, 'completed');
      // All but one point spent on a second order.
      await place(customer, 'Wednesday', 20, points - 1);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(1);

      await setStatus(first, 'cancelled');
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(0);
      expect(await entriesOf(customer.id, first)).toEqual([
        { points, reason: 'order_completed' },
        { points: -1, reason: 'order_completed_reversed' },
      ]);

      // What could not be taken stays owed; the order is not completed again to earn it twice.
      await expectStaysCancelled(first, 'completed');
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(0);
    });

    it('are withdrawn when a completed order moved back to pending is cancelled through the customer route', async () => {
      const customer = await createCustomer(ctx);
      const order = await place(customer, 'Thursday', 5);
      const points = await pointsOf(order);
      await setStatus(order, 'completed');
      await setStatus(order, 'pending');
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(points);
      expect((await cancelOrder(ctx.app, customer, order.id)).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(0);
    });
  });

  describe("the referrer's reward", () => {
    it('is withdrawn with the first order cancelled after completion; the next completed order gives it again', async () => {
      const referrer = await createCustomer(ctx);
      const friend = await createCustomer(ctx, { referrerId: referrer.id });
      const first = await place(friend, 'Friday', 5);
      await setStatus(first, 'completed');
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(100);

      await setStatus(first, 'cancelled');
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(0);
      expect(await entriesOf(referrer.id, first)).toEqual([
        { points: 100, reason: 'referral_first_order' },
        { points: -100, reason: 'referral_first_order_reversed' },
      ]);
      expect(await referralsOf(ctx, referrer)).toMatchObject({
        pointsEarned: 0,
        referrals: [{ status: 'registered', rewardPoints: 0, rewardedAt: null }],
      });
      expect((await loyaltyOf(referrer)).entries[0]?.kind).toBe('referral_reversed');
      // The friend's only order is cancelled: they are a first-time customer again.
      expect((await referralsOf(ctx, friend)).welcomeDiscountPercent).toBe(20);

      const next = await place(friend, 'Saturday', 5);
      await setStatus(next, 'completed');
      await expectReferralReward(ctx, referrer, 100, { status: 'completed' });
      // The cancelled one stays cancelled (its invoice has a credit note): nothing more moves.
      await expectStaysCancelled(first, 'completed');
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(100);
    });

    it('stays when the order it was given for is cancelled but another order of the friend is completed', async () => {
      const referrer = await createCustomer(ctx);
      const friend = await createCustomer(ctx, { referrerId: referrer.id });
      const first = await place(friend, 'Wednesday', 5);
      const second = await place(friend, 'Thursday', 5);
      await setStatus(first, 'completed');
      await setStatus(second, 'completed');
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(100);

      // The second order is the friend's first completed one now: the reward stands on it.
      await setStatus(first, 'cancelled');
      await expectReferralReward(ctx, referrer, 100, { status: 'completed' });
      // Cancelled in its turn, the friend has no completed order left: the reward goes back.
      await setStatus(second, 'cancelled');
      await expectReferralReward(ctx, referrer, 0, { rewardedAt: null });
    });

    it('spent meanwhile, what remains is withdrawn, and a later completion tops it up to 100', async () => {
      const referrer = await createCustomer(ctx);
      const friend = await createCustomer(ctx, { referrerId: referrer.id });
      const first = await place(friend, 'Sunday', 5);
      await setStatus(first, 'completed');
      // The referrer spends 90 of their 100 points.
      await place(referrer, 'Monday', 40, 90);
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(10);

      await setStatus(first, 'cancelled');
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(0);
      // The friend's next completed order rewards the referral net of the ledger: 10 more.
      const next = await place(friend, 'Tuesday', 5);
      await setStatus(next, 'completed');
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(10);
      const entries = [
        ...(await entriesOf(referrer.id, first)),
        ...(await entriesOf(referrer.id, next)),
      ];
      expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(100);
    });
  });

  describe('the customer route, called by the shop', () => {
    it("keeps a staff member's cancellation in the audit log, not the owner's or a refused one", async () => {
      const customer = await createCustomer(ctx);
      const byStaff = await place(customer, 'Tuesday', 1);
      expect((await cancelOrder(ctx.app, staff, byStaff.id)).statusCode).toBe(200);
      const entries = await auditOf(byStaff);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'order.status',
        actorId: staff.id,
        actorEmail: staff.email,
        entity: 'order',
        before: { status: 'pending' },
        after: { status: 'cancelled' },
      });
      expect(entries[0]?.requestId).toEqual(expect.any(String));

      // Refused (no longer pending): 409 and no second entry.
      const refused = await cancelOrder(ctx.app, staff, byStaff.id);
      expect(refused.statusCode).toBe(409);
      expect(await auditOf(byStaff)).toHaveLength(1);

      // Another customer: 403 and nothing written; the owner cancelling: not a shop's write.
      const byOwner = await place(customer, 'Wednesday', 1);
      const stranger = await createCustomer(ctx);
      expect((await cancelOrder(ctx.app, stranger, byOwner.id)).statusCode).toBe(403);
      expect((await cancelOrder(ctx.app, customer, byOwner.id)).statusCode).toBe(200);
      const logged = await ctx.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'order')
        .where('entity_id', '=', String(byOwner.id))
        .execute();
      expect(logged).toEqual([]);
    });
  });
});
