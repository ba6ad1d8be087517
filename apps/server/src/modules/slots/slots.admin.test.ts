import { beforeAll, describe, expect, it } from 'vitest';
import { adminApiSuite } from '../../../test/admin-api.js';
import { TEST_DB_KIND } from '../../../test/helpers.js';

describe(`admin API: pickup slots (${TEST_DB_KIND})`, () => {
  const api = adminApiSuite();
  const { call, insertOrder } = api;
  let customerId: number;
  beforeAll(() => {
    ({ customerId } = api);
  });

  it('lists the seeded slots, each with its own id, Monday first', async () => {
    const response = await call('GET', '/getAllSlots');
    expect(response.statusCode).toBe(200);
    const slots =
      response.json<
        { id: number; day: string; start_time: string; available: boolean; capacity: number }[]
      >();
    expect(slots).toHaveLength(14);
    expect(new Set(slots.map((s) => s.id)).size).toBe(14);
    expect(slots[0]).toMatchObject({
      day: 'Monday',
      start_time: '06:00',
      end_time: '08:00',
      available: true,
    });
    expect(slots.at(-1)).toMatchObject({ day: 'Sunday', start_time: '19:00' });
  });

  it('adds, edits and deletes a slot', async () => {
    const added = await call('POST', '/addSlot', {
      day: 'wednesday',
      start_time: '09:00',
      end_time: '17:00',
      capacity: 5,
    });
    expect(added.statusCode).toBe(201);
    const slot = added.json<{ id: number }>();
    expect(slot).toMatchObject({
      day: 'Wednesday',
      start_time: '09:00',
      end_time: '17:00',
      available: true,
      capacity: 5,
    });

    const edited = await call('POST', `/updateSlot/${slot.id}`, {
      start_time: '10:00',
      available: false,
      capacity: 8,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      start_time: '10:00',
      end_time: '17:00',
      available: false,
      capacity: 8,
    });

    const backwards = await call('POST', `/updateSlot/${slot.id}`, { end_time: '09:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ field: string }>().field).toBe('end_time');

    expect((await call('DELETE', `/deleteSlot/${slot.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/deleteSlot/${slot.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/updateSlot/${slot.id}`, { capacity: 3 })).statusCode).toBe(404);
  });

  it('validates slots', async () => {
    const good = { day: 'Monday', start_time: '09:00', end_time: '17:00', capacity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ day: 'Funday' }, 'day'],
      [{ start_time: '9am' }, 'start_time'],
      [{ end_time: '24:00' }, 'end_time'],
      [{ start_time: '17:00', end_time: '09:00' }, 'end_time'],
      [{ start_time: '09:00', end_time: '09:00' }, 'end_time'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 2.5 }, 'capacity'],
    ];
    const before = (await call('GET', '/getAllSlots')).json<unknown[]>().length;
    for (const [change, field] of cases) {
      const response = await call('POST', '/addSlot', { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect((await call('GET', '/getAllSlots')).json<unknown[]>()).toHaveLength(before);
  });

  it('refuses to delete a slot that orders hold, which can be marked unavailable instead', async () => {
    const added = await call('POST', '/addSlot', {
      day: 'Friday',
      start_time: '11:00',
      end_time: '12:00',
    });
    const slotId = added.json<{ id: number }>().id;
    await insertOrder({ userId: customerId, slotId, createdAt: '2026-09-03T06:00:00.000Z' });
    const response = await call('DELETE', `/deleteSlot/${slotId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/unavailable/);
    const unavailable = await call('POST', `/updateSlot/${slotId}`, { available: false });
    expect(unavailable.json()).toMatchObject({ id: slotId, available: false });
  });
});
