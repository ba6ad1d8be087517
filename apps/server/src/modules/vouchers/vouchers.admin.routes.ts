import {
  ZAddVoucherRequest,
  ZAdminDeletedResponse,
  ZAdminVoucher,
  ZAdminVouchersResponse,
  ZToggleVoucherRequest,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
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
  app.post(
    '/addVoucher',
    {
      schema: {
        ...adminDoc,
        summary: 'Create a voucher (code upper-cased and unique)',
        body: ZAddVoucherRequest,
        response: { 201: ZAdminVoucher, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addVoucher(app.db, auditActor(request), request.body)),
  );
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
  app.delete(
    '/deleteVoucher/:code',
    {
      schema: {
        ...adminDoc,
        summary: 'Delete a voucher (orders keep the code they used)',
        params: z.object({ code: z.string().trim().min(1).max(32) }),
        response: { 200: ZAdminDeletedResponse, ...adminErrors },
      },
    },
    async (request) => {
      await deleteVoucher(app.db, auditActor(request), request.params.code);
      return { message: 'Voucher deleted' };
    },
  );
};
