const compactRupees = new Intl.NumberFormat('en-IN', {
  notation: 'compact',
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 1,
});

/** Rupees on a chart's axis, the Indian way: `₹950`, `₹12K`, `₹1.2L`, `₹1.2Cr`. */
export function formatCompactRupees(rupees: number): string {
  return compactRupees.format(rupees);
}

const dayMonth = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A date of the range on an axis: `2026-11-27` → `27 Nov`. */
export function formatDay(isoDate: string): string {
  return dayMonth.format(new Date(`${isoDate}T00:00:00Z`));
}

const counts = new Intl.NumberFormat('en-IN');

/** A count the Indian way: `1,23,456`. */
export function formatCount(value: number): string {
  return counts.format(value);
}
