import {
  ZAddVoucherRequest,
  ZAdminVoucher,
  ZAdminVouchersResponse,
  ZToggleVoucherRequest,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCreateRoute,
  adminDeleteRoute,
  adminDoc,
  adminErrors,
} from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import {
  addVoucher,
  deleteVoucher,
  listVouchers,
  toggleVoucher,
} from './vouchers.admin.service.js';

/** The admin's vouchers, under `/api/admin` (app.ts adds the admin check). */
export const vouchersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllVouchers',
    {
      schema: {
        ...adminDoc,
        summary: 'Every voucher, newest first',
        response: { 200: ZAdminVouchersResponse, ...adminErrors },
      },
    },
    async () => listVouchers(app.db),
  );
  adminCreateRoute(app, '/addVoucher', {
    summary: 'Create a voucher (code upper-cased and unique)',
    body: ZAddVoucherRequest,
    response: ZAdminVoucher,
    create: (actor, body) => addVoucher(app.db, actor, body),
  });
  app.post(
    '/toggleVoucher',
    {
      schema: {
        ...adminDoc,
        summary: 'Switch a voucher on or off',
        body: ZToggleVoucherRequest,
        response: { 200: ZAdminVoucher, ...adminErrors },
      },
    },
    async (request) => toggleVoucher(app.db, auditActor(request), request.body),
  );
  adminDeleteRoute(app, '/deleteVoucher/:code', {
    summary: 'Delete a voucher (orders keep the code they used)',
    params: z.object({ code: z.string().trim().min(1).max(32) }),
    remove: (actor, { code }) => deleteVoucher(app.db, actor, code),
    confirmation: 'Voucher deleted',
  });
};
