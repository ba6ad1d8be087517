import { MESSAGES } from '@freshfold/shared';
import { z } from 'zod';

/** The contact simulation's wait, as the spec states it: no request leaves the browser. */
export const CONTACT_SEND_DELAY_MS = 1500;

/** Dot-separated labels after the @: no part can take another's characters, so no backtracking. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Ten digits, optionally after +91 or a leading 0, with spaces or dashes between. */
const INDIAN_PHONE_PATTERN = /^(?:\+?91|0)?[6-9]\d{9}$/;

export const ZContactForm = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .regex(EMAIL_PATTERN, MESSAGES.register.invalidEmail),
  phone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || INDIAN_PHONE_PATTERN.test(value.replace(/[\s-]/g, '')),
      MESSAGES.register.invalidPhone,
    ),
  subject: z.string().trim().min(1, 'Please enter a subject'),
  message: z.string().trim().min(1, 'Please enter your message'),
});

export type TContactForm = z.infer<typeof ZContactForm>;

export const EMPTY_CONTACT_FORM: TContactForm = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Stands in for sending: resolves after the spec's delay. */
export function simulateSend(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS));
}
