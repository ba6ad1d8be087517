import { formatSlotLabel, WEEKDAYS, type Weekday } from './dates.js';

/** One row of the opening hours: its days as shown and as weekdays, and its times (HH:MM). */
function openingHours(days: string, weekdays: readonly Weekday[], opens: string, closes: string) {
  return { days, weekdays, opens, closes, time: formatSlotLabel(opens, closes) } as const;
}

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
  /**
   * Opening hours, shown by the footer and the contact page. They cover the pickup slots the
   * shop offers (seeded 06:00-08:00 and 19:00-21:00 every day; `db/opening-hours.test.ts`
   * checks it), so a customer never books a pickup at an hour the site says it is closed.
   */
  hours: [openingHours('Monday - Sunday', WEEKDAYS, '06:00', '21:00')],
  map: {
    latitude: 12.9719,
    longitude: 77.6412,
  },
} as const;

export function formatAddress(): string {
  const a = BRAND.address;
  return `${a.line1}, ${a.line2}, ${a.city}, ${a.state} ${a.postalCode}`;
}
