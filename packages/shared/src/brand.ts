/**
 * The shop's identity in one place, so a business can rename or relocate the product
 * without touching pages or e-mails.
 */
export const BRAND = {
  name: 'FreshFold',
  tagline: 'Dry cleaning and laundry, picked up and delivered in Bengaluru',
  description:
    'FreshFold picks up, cleans and delivers your clothes across Bengaluru. Dry cleaning, laundry and premium garment care with free pickup and delivery.',
  foundedYear: 2010,
  address: {
    line1: '42, 12th Main Road, HAL 2nd Stage',
    line2: 'Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    country: 'India',
  },
  phone: '+91 80 4567 8910',
  email: 'care@freshfold.in',
  /** Opening hours as the spec states them. */
  hours: [
    { days: 'Monday - Saturday', time: '10:00 AM - 10:00 PM' },
    { days: 'Sunday', time: '10:00 AM - 6:00 PM' },
  ],
  map: {
    latitude: 12.9719,
    longitude: 77.6412,
  },
} as const;

export function formatAddress(): string {
  const a = BRAND.address;
  return `${a.line1}, ${a.line2}, ${a.city}, ${a.state} ${a.postalCode}`;
}
