import { describe, expect, it } from 'vitest';
import { adminApiSuite } from '../test/admin-api.js';
import { TEST_DB_KIND } from '../test/helpers.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every module's admin routes sit behind the one admin check that app.ts puts on `/api/admin`. */
describe(`admin API access (${TEST_DB_KIND})`, () => {
  const api = adminApiSuite();
  const { call } = api;

  const paths: [Method, string][] = [
    ['GET', '/getAllUsers'],
    ['POST', '/updateUser/1'],
    ['PATCH', '/users/1/status'],
    ['PUT', '/users/1/password'],
    ['GET', '/getAllOrders'],
    ['POST', '/updateOrder/1'],
    ['POST', '/createService'],
    ['POST', '/updateService/1'],
    ['DELETE', '/deleteService/1'],
    ['POST', '/createItem?serviceId=1'],
    ['POST', '/updateItem/1'],
    ['DELETE', '/deleteItem/1'],
    ['GET', '/getAllVouchers'],
    ['POST', '/addVoucher'],
    ['POST', '/toggleVoucher'],
    ['DELETE', '/deleteVoucher/WELCOME10'],
    ['GET', '/getAllSlots'],
    ['POST', '/addSlot'],
    ['POST', '/updateSlot/1'],
    ['DELETE', '/deleteSlot/1'],
  ];

  it.each(paths)(
    '%s %s answers 401 without a token and 403 for a customer',
    async (method, url) => {
      const body = method === 'POST' ? {} : undefined;
      const guest = await call(method, url, body, null);
      expect(guest.statusCode).toBe(401);
      expect(guest.json<{ message: string }>().message).toBeTruthy();
      const forged = await call(method, url, body, 'not-a-token');
      expect(forged.statusCode).toBe(401);
      const customer = await call(method, url, body, api.customerToken);
      expect(customer.statusCode).toBe(403);
    },
  );

  it('changes nothing for a customer who tries', async () => {
    await call('DELETE', '/deleteVoucher/WELCOME10', undefined, api.customerToken);
    const vouchers = await call('GET', '/getAllVouchers');
    expect(vouchers.json<{ code: string }[]>().map((v) => v.code)).toContain('WELCOME10');
  });
});
