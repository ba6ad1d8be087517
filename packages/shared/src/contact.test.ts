import { describe, expect, it } from 'vitest';
import { ZContactForm, ZContactRequest } from './contact.js';

const VALID = {
  name: 'Asha Rao',
  email: 'Asha@Example.in',
  phone: '',
  subject: 'Pickup',
  message: 'Can you collect on Sunday?',
};

function errorsFor(values: Record<string, unknown>, schema = ZContactForm): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue): [string, string] => [
          String(issue.path[0]),
          issue.message,
        ]),
      );
}

describe('the contact message rules', () => {
  it('accepts a complete message without a phone number, the address lower-cased', () => {
    expect(ZContactForm.parse(VALID)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Pickup',
      message: 'Can you collect on Sunday?',
    });
  });

  it('requires name, email, subject and message on the page, even when only spaces are typed', () => {
    const errors = errorsFor({ name: '   ', email: '', phone: '', subject: ' ', message: '' });
    expect(errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      subject: 'Please enter a subject',
      message: 'Please enter your message',
    });
  });

  it('takes the API body without phone or subject', () => {
    expect(
      ZContactRequest.parse({ name: 'Ravi', email: 'ravi@example.in', message: 'Hello' }),
    ).toEqual({ name: 'Ravi', email: 'ravi@example.in', message: 'Hello' });
  });

  it('bounds the name to 2-80 characters and the message to 5000', () => {
    expect(errorsFor({ ...VALID, name: 'A' })).toEqual({
      name: 'Your name must be at least 2 characters',
    });
    expect(errorsFor({ ...VALID, name: 'A'.repeat(81) })).toEqual({
      name: 'Your name must be at most 80 characters',
    });
    expect(errorsFor({ ...VALID, message: 'x'.repeat(5001) })).toEqual({
      message: 'Your message must be at most 5000 characters',
    });
  });

  it('rejects an address that is not an e-mail', () => {
    expect(errorsFor({ ...VALID, email: 'asha@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it.each(['98450 12345', '+91 98450-12345', '09845012345', '919845012345', '9845012345'])(
    'keeps the Indian phone number %s as its ten digits',
    (phone) => {
      expect(ZContactForm.parse({ ...VALID, phone }).phone).toBe('9845012345');
    },
  );

  it.each(['12345', '98450123456789', 'call me'])('rejects the phone number %s', (phone) => {
    expect(errorsFor({ ...VALID, phone })).toEqual({
      phone: 'Please enter a valid 10-digit phone number',
    });
  });
});
