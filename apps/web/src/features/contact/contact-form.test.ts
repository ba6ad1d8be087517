import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, ZContactForm } from './contact-form';

const VALID = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '',
  subject: 'Pickup',
  message: 'Can you collect on Sunday?',
};

function errorsFor(values: Record<string, string>): Record<string, string> {
  const result = ZContactForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue): [string, string] => [
          String(issue.path[0]),
          issue.message,
        ]),
      );
}

describe('the contact form rules', () => {
  it('accepts a complete message without a phone number', () => {
    expect(errorsFor(VALID)).toEqual({});
  });

  it('requires name, email, subject and message, even when only spaces are typed', () => {
    const errors = errorsFor({ ...EMPTY_CONTACT_FORM, name: '   ' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('rejects an address that is not an e-mail', () => {
    expect(errorsFor({ ...VALID, email: 'asha@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it.each(['98450 12345', '+91 98450-12345', '09845012345', '9845012345'])(
    'accepts the Indian mobile number %s',
    (phone) => {
      expect(errorsFor({ ...VALID, phone })).toEqual({});
    },
  );

  it.each(['12345', '1845012345', 'call me'])('rejects the phone number %s', (phone) => {
    expect(errorsFor({ ...VALID, phone })).toEqual({
      phone: 'Please enter a valid 10-digit phone number',
    });
  });
});
