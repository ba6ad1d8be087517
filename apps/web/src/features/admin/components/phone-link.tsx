import type { ReactNode } from 'react';
import { telLink } from '../order-contact';

/** The customer's phone, to tap and call; `missing` stands in when the order has none. */
export function PhoneLink({
  phone,
  missing = null,
}: {
  phone: string | null;
  missing?: ReactNode;
}) {
  return phone ? (
    <a className="text-brand-700 hover:underline" href={telLink(phone)}>
      {phone}
    </a>
  ) : (
    missing
  );
}
