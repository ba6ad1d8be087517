import './zod-config.js';
import { z } from 'zod';
import { ZEmail, ZPhone } from './auth.js';
import { MESSAGES } from './messages.js';
import { pagedList } from './pagination.js';

const TEXT = MESSAGES.contact;

/** The contact form's limits, shared by the form and the server. */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 80, subjectMax: 120, messageMax: 5000 };

/**
 * An optional Indian phone number, kept in the product's format (ten digits, `ZPhone`). Spaces,
 * dashes and brackets are dropped and a `+91`, `91` or `0` before the ten digits is taken off,
 * so `+91 98450-12345` is `9845012345`; empty means none.
 */
const ZOptionalPhone = z
  .string()
  .nullish()
  .transform((value) => {
    const compact = (value ?? '').replace(/[\s\-().]/g, '');
    if (compact === '') return undefined;
    const national = /^(?:\+?91|0)(\d{10})$/.exec(compact);
    return national ? national[1] : compact;
  })
  .pipe(ZPhone.optional());

const ZContactName = z
  .string({ error: TEXT.nameRequired })
  .trim()
  .min(1, { message: TEXT.nameRequired, abort: true })
  .min(CONTACT_LIMITS.nameMin, TEXT.nameTooShort)
  .max(CONTACT_LIMITS.nameMax, TEXT.nameTooLong);

/** The sender's address, in the shared e-mail rule (trimmed, lower-cased), asked for by name. */
const ZContactEmail = z
  .string({ error: TEXT.emailRequired })
  .trim()
  .min(1, { message: TEXT.emailRequired, abort: true })
  .pipe(ZEmail);

const ZContactMessageText = z
  .string({ error: TEXT.messageRequired })
  .trim()
  .min(1, { message: TEXT.messageRequired, abort: true })
  .max(CONTACT_LIMITS.messageMax, TEXT.messageTooLong);

/**
 * `POST /api/contact`: a message to the shop from the contact page. The subject is optional for
 * the API (the page asks for it); empty means none.
 */
export const ZContactRequest = z.object({
  name: ZContactName,
  email: ZContactEmail,
  phone: ZOptionalPhone,
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subjectMax, TEXT.subjectTooLong)
    .nullish()
    .transform((value) => value || undefined),
  message: ZContactMessageText,
});
export type TContactRequest = z.input<typeof ZContactRequest>;
export type TContactMessageInput = z.output<typeof ZContactRequest>;

/** The contact page's form: the spec asks for a subject; every field is text in the form. */
export const ZContactForm = ZContactRequest.extend({
  subject: z
    .string({ error: TEXT.subjectRequired })
    .trim()
    .min(1, { message: TEXT.subjectRequired, abort: true })
    .max(CONTACT_LIMITS.subjectMax, TEXT.subjectTooLong),
});
export type TContactForm = z.input<typeof ZContactForm>;

/** `202` to `POST /api/contact`: stored, and the shop's and the sender's e-mails queued. */
export const ZContactAccepted = z.object({ message: z.string() });
export type TContactAccepted = z.infer<typeof ZContactAccepted>;

/** A contact message as the shop's dashboard lists it. Timestamps are ISO-8601 UTC. */
export const ZContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  /** The admin who marked it handled. */
  handledBy: z.number().int().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** `GET /api/admin/contact-messages?status=&page=&pageSize=`: unhandled first, newest first. */
export const ZAdminContactMessagesQuery = z.object({
  status: z.enum(['all', 'unhandled', 'handled']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminContactMessagesQuery = z.input<typeof ZAdminContactMessagesQuery>;

/** `total` counts the messages matching the filter; `unhandled` those not handled yet, whatever the filter. */
export const ZAdminContactMessagesPage = pagedList('messages', ZContactMessage).extend({
  unhandled: z.number().int(),
});
export type TAdminContactMessagesPage = z.infer<typeof ZAdminContactMessagesPage>;

/** `PATCH /api/admin/contact-messages/{id}`: handled, or back to the unhandled ones. */
export const ZUpdateContactMessageRequest = z.object({ handled: z.boolean() });
export type TUpdateContactMessageRequest = z.infer<typeof ZUpdateContactMessageRequest>;
