import { addDays, indianDate, type TAuditPage } from '@freshfold/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApiSuite } from '../../../test/admin-api.js';
import { createCustomer, type TestCustomer } from '../../../test/customers.js';
import { onOlderDatabase, TEST_DB_KIND } from '../../../test/helpers.js';
import { migrateToLatest } from '../../db/migrate.js';
import { profileOf } from '../accounts/accounts.service.js';

/**
 * Roles and the audit log: staff run the day but cannot manage the shop, and every write by an
 * admin or a staff member is recorded, in its own transaction, in a log nobody can rewrite.
 */
describe(`roles and the audit log (${TEST_DB_KIND})`, () => {
  const api = adminApiSuite();
  const { call } = api;
  let staff: TestCustomer;

  const audit = async (query: string) => {
    const response = await call('GET', `/audit?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<TAuditPage>();
  };

  beforeAll(async () => {
    const account = await createCustomer(api.ctx);
    const promoted = await call('POST', `/updateUser/${account.id}`, {
      ...(await storedProfileOf(account.id)),
      role: 'staff',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'staff' });
    staff = account;
  });

  /** A user's stored profile, as the contract names it. */
  async function storedProfileOf(userId: number) {
    const row = await api.ctx.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'phone', 'street', 'city', 'state', 'zip_code'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return profileOf(row);
  }

  it('records the promotion to staff: who, what, before and after, and the request', async () => {
    const { entries } = await audit(`q=user.update&actor=${api.adminId}`);
    const entry = entries.find((e) => e.entityId === String(staff.id));
    expect(entry).toMatchObject({
      actorId: api.adminId,
      actorEmail: 'admin@freshfold.in',
      action: 'user.update',
      entity: 'user',
      before: { role: 'user' },
      after: { role: 'staff' },
    });
    expect(entry?.requestId).toMatch(/\S+/);
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets staff use the day's tools and nothing that manages the shop", async () => {
    expect((await call('GET', '/getAllOrders', undefined, staff.token)).statusCode).toBe(200);
    expect((await call('GET', '/getAllSlots', undefined, staff.token)).statusCode).toBe(200);
    expect((await call('GET', '/messages', undefined, staff.token)).statusCode).toBe(200);
    const refused = [
      await call('GET', '/getAllUsers', undefined, staff.token),
      await call('GET', '/audit', undefined, staff.token),
      await call(
        'POST',
        '/addSlot',
        { day: 'Sunday', start_time: '05:00', end_time: '06:00', capacity: 1 },
        staff.token,
      ),
      await call(
        'POST',
        `/updateUser/${staff.id}`,
        { ...(await storedProfileOf(staff.id)), role: 'admin' },
        staff.token,
      ),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const me = await api.ctx.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(me.role).toBe('staff');
  });

  it('records a write exactly when it happens: a refused write leaves no entry', async () => {
    const before = (await audit('q=voucher')).total;
    const code = `AUD${String(Date.now()).slice(-6)}`;
    const voucher = {
      code,
      discount: 5,
      minOrderValue: null,
      startDate: indianDate(),
      endDate: addDays(indianDate(), 10),
    };
    expect((await call('POST', '/addVoucher', voucher)).statusCode).toBe(201);
    expect((await call('POST', '/addVoucher', voucher)).statusCode).toBe(409);
    expect((await call('POST', '/toggleVoucher', { code, isActive: false })).statusCode).toBe(200);
    const { entries, total } = await audit('q=voucher');
    expect(total).toBe(before + 2);
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['voucher.toggle', 'voucher.create']);
    expect(entries[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(entries[1]).toMatchObject({ before: null, after: { code, discount: 5 } });
  });

  it("records staff's order changes: the status and the delivery, before and after", async () => {
    const orderId = await api.insertOrder({ createdAt: new Date().toISOString() });
    const moved = await call(
      'POST',
      `/updateOrder/${orderId}`,
      { status: 'pick_up_done' },
      staff.token,
    );
    expect(moved.statusCode).toBe(200);
    const { entries } = await audit(`q=${orderId}&actor=${staff.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.status',
      actorEmail: staff.email,
      entity: 'order',
      entityId: String(orderId),
      before: { status: 'pending', deliveryDate: null },
      after: { status: 'pick_up_done', deliveryDate: null },
    });
  });

  it('never records a password or its hash', async () => {
    const customer = await createCustomer(api.ctx);
    const set = await call('PUT', `/users/${customer.id}/password`, {
      newPassword: 'Fresh@Start2026',
    });
    expect(set.statusCode).toBe(204);
    const { entries } = await audit('q=user.password');
    const entry = entries.find((e) => e.entityId === String(customer.id));
    expect(entry?.after).toEqual({ passwordSet: true, sessionsEnded: true });
    expect(JSON.stringify(entries)).not.toMatch(/Fresh@Start2026|\$argon2|scrypt/);
  });

  it('filters by actor, dates and text, and pages newest first', async () => {
    await call('POST', '/addSlot', {
      day: 'Sunday',
      start_time: '04:00',
      end_time: '04:30',
      capacity: 1,
    });
    const today = indianDate();
    const page = await audit(`from=${today}&to=${today}&actor=${api.adminId}&pageSize=1`);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ action: 'slot.create', actorId: api.adminId });
    expect(page.total).toBeGreaterThan(1);
    expect((await audit(`from=${addDays(today, 1)}`)).total).toBe(0);
    expect((await audit(`actor=${staff.id}&q=slot`)).total).toBe(0);
    expect((await audit('q=no-such-action')).total).toBe(0);
    const bad = await call('GET', `/audit?from=${today}&to=${addDays(today, -1)}`);
    expect(bad.statusCode).toBe(400);
  });

  it('is append-only in the database itself: an update or a delete is refused', async () => {
    const db = api.ctx.database.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const kept = await count();
    expect(kept).toBeGreaterThan(0);
    await expect(sql`update audit_log set action = 'forged'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(kept);
  });

  it('keeps the last admin: demoting them to staff is refused and recorded nowhere', async () => {
    const before = (await audit('q=user.update')).total;
    const demoted = await call('POST', `/updateUser/${api.adminId}`, {
      ...(await storedProfileOf(api.adminId)),
      role: 'staff',
    });
    expect(demoted.statusCode).toBe(409);
    expect((await audit('q=user.update')).total).toBe(before);
  });
});

describe(`the staff role on an existing database (${TEST_DB_KIND})`, () => {
  it('keeps every user and every reference to them, and accepts staff', async () => {
    const volume = { customers: 30, orders: 60, heavyOrders: 2 };
    await onOlderDatabase('2026-11-28-002-password-reset-tokens', volume, async (db, filled) => {
      const users = async () =>
        db
          .selectFrom('users')
          .select(['id', 'email', 'role', 'loyalty_points'])
          .orderBy('id')
          .execute();
      const kept = await users();
      await migrateToLatest(db);
      expect(await users()).toEqual(kept);
      const orphans = await db
        .selectFrom('orders')
        .leftJoin('users', 'users.id', 'orders.user_id')
        .select('orders.id')
        .where('users.id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
      const id = filled.customerIds[0] ?? 0;
      await db.updateTable('users').set({ role: 'staff' }).where('id', '=', id).execute();
      await expect(
        db
          .updateTable('users')
          .set({ role: 'owner' as 'admin' })
          .where('id', '=', id)
          .execute(),
      ).rejects.toThrow(/check/i);
      // Still a foreign key: an order cannot name a user that does not exist.
      const order = await db.selectFrom('orders').select('id').limit(1).executeTakeFirstOrThrow();
      await expect(
        db.updateTable('orders').set({ user_id: 999_999 }).where('id', '=', order.id).execute(),
      ).rejects.toThrow(/foreign key/i);
    });
  });
});
