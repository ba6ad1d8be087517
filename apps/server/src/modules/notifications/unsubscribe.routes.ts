import { BRAND } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error.js';
import { unsubscribeFromEmail } from '../accounts/notification-preferences.service.js';
import { userOfUnsubscribeToken } from './unsubscribe.js';

const ZQuery = z.object({ token: z.string().max(200).optional() });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** A small page of its own: the link is opened from a mail program, outside the web app. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${BRAND.name}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${BRAND.name}</a></p></main></body></html>`;
}

const INVALID_LINK =
  'This unsubscribe link is not complete. Open it again from the e-mail, or choose your messages on your profile.';
const INVALID = page('Link not valid', `<p>${INVALID_LINK}</p>`);
const WHAT = `<p>You will no longer get pickup reminders and order status updates by e-mail. Order confirmations, cancellations, payment receipts and password reset links still come, because they confirm what you did. You can turn e-mail updates on again on your profile.</p>`;

/**
 * `/api/notifications/unsubscribe?token=…`, the link in every e-mail to a customer. GET shows a
 * page with one button (a link scanner that opens every link must not unsubscribe anyone);
 * POST, from that button or from a mail program's own Unsubscribe (RFC 8058 one-click:
 * `List-Unsubscribe=One-Click` posted to the same address), turns non-essential e-mail off.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;
  // RFC 8058's POST is a form, `multipart/form-data` as it advises or urlencoded as it allows
  // (the page's button); its body says nothing the signed token does not, so whatever its type
  // it is read (within the limit) and set aside, never a 415 that would leave the customer
  // subscribed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => {
    done(null, undefined);
  });
  const schema = {
    tags: ['notifications'],
    querystring: ZQuery,
  };

  app.get(
    '/notifications/unsubscribe',
    { schema: { ...schema, summary: 'The unsubscribe page of an e-mail link: one button' } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      reply.type('text/html; charset=utf-8');
      if (userOfUnsubscribeToken(token, secret) === null) return reply.status(400).send(INVALID);
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      return page(
        'Unsubscribe from e-mail updates',
        `${WHAT}<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      bodyLimit: 1024,
      schema: {
        ...schema,
        summary: 'Turns non-essential e-mail off (RFC 8058 one-click, or the page’s button)',
      },
    },
    async (request, reply) => {
      const userId = userOfUnsubscribeToken(request.query.token ?? '', secret);
      // Only a mail program or the page's button posts here, with a link this server signed.
      if (userId === null) throw badRequest(INVALID_LINK, 'token');
      await unsubscribeFromEmail(app.db, userId);
      return reply.type('text/html; charset=utf-8').send(page('You are unsubscribed', WHAT));
    },
  );
};
