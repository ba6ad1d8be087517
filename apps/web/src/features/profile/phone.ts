/**
 * A customer's phone as a person reads it in India: the product keeps ten digits
 * (`9876543210`), written with the country code in two groups of five, `+91 98765 43210`.
 * Anything else is shown as it is.
 */
export function displayIndianPhone(phone: string): string {
  const digits = /^(\d{5})(\d{5})$/.exec(phone.trim());
  return digits ? `+91 ${digits[1]} ${digits[2]}` : phone.trim();
}
