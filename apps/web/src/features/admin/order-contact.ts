/** How the shop reaches a customer about an order: the dashboard's order dialog and the board. */

/** The pickup address on one line: street, city, state and PIN code. */
export function addressLine(address: {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}): string {
  const { street, city, state, zipCode } = address;
  return [street, city, `${state} ${zipCode}`.trim()].filter(Boolean).join(', ');
}

/**
 * A map of the order's location (where the customer placed it): Google's cross-platform map
 * link, which a phone opens in its maps app, ready to navigate.
 */
export function mapLink(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;
}

/** A phone number to tap and call: a ten-digit Indian mobile with its country code. */
export function telLink(phone: string): string {
  return `tel:${/^\d{10}$/.test(phone) ? `+91${phone}` : phone.replace(/[^\d+]/g, '')}`;
}
