import './zod-config.js';
import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * An Indian PIN code: six digits, the first 1–9 (no postal zone starts with 0). The profile's
 * "Zip code" holds it (the spec's field name, `zipCode`).
 */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** The most PIN codes a service area lists: India has about 19,000. */
export const MAX_SERVICE_AREA_PIN_CODES = 20_000;

/** What the service area says, once: the refusal is decisions.md's wording. */
export const SERVICE_AREA_MESSAGES = {
  invalidPinCode: 'Enter a 6-digit PIN code, e.g. 560001.',
  notServed: (pinCode: string) => `Sorry, we don't pick up from ${pinCode} yet.`,
  /** A stored zip code from before PIN codes were checked, met when the customer orders. */
  profilePinInvalid: (zipCode: string) =>
    `Your profile's zip code "${zipCode}" is not a 6-digit PIN code. Update it in your profile to order.`,
  updateProfileHint: 'Moved? Update the zip code in your profile.',
  tooMany: `A service area lists at most ${MAX_SERVICE_AREA_PIN_CODES.toLocaleString('en-IN')} PIN codes.`,
  saved: 'Service area saved',
  saveFailed: 'Failed to save the service area.',
  loadFailed: 'Failed to load the service area.',
  everywhere: 'The list is empty: the shop picks up from every PIN code.',
  badEntry: (entry: string) => `"${entry}" is not a PIN code or a range like 560001-560300.`,
  reversedRange: (entry: string) =>
    `"${entry}": a range goes from the lower PIN code to the higher.`,
} as const;

/** True for a well-formed PIN code (`PIN_CODE_PATTERN`). */
export function isPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value);
}

/**
 * The "Zip code" of registration and the profile: required (the spec's "Please fill in all
 * required fields" when empty), trimmed, and a 6-digit PIN code. Stored zip codes from before
 * this rule are still answered as they are; the customer is asked to correct one when they
 * update the profile or order.
 */
export const ZPinCode = z
  .string({ error: MESSAGES.register.requiredFields })
  .trim()
  .min(1, { message: MESSAGES.register.requiredFields, abort: true })
  .regex(PIN_CODE_PATTERN, SERVICE_AREA_MESSAGES.invalidPinCode);

/**
 * The zip code an admin gives a customer's profile: a PIN code as `ZPinCode`, or empty (the
 * admin's user edit leaves address fields optional).
 */
export const ZPinCodeOrEmpty = z
  .string({ error: SERVICE_AREA_MESSAGES.invalidPinCode })
  .trim()
  .refine((value) => value === '' || isPinCode(value), SERVICE_AREA_MESSAGES.invalidPinCode);

/** `GET /api/admin/service-area` (and the answer to `PUT`): the PIN codes served, ascending. */
export const ZServiceAreaResponse = z.object({ pinCodes: z.array(z.string()) });
export type TServiceAreaResponse = z.infer<typeof ZServiceAreaResponse>;

/**
 * `PUT /api/admin/service-area`: the new list, replacing the old (duplicates dropped, sorted).
 * Each entry must be a PIN code; the dashboard expands ranges before sending. An empty list
 * serves every PIN code.
 */
export const ZServiceAreaRequest = z.object({
  pinCodes: z
    .array(
      z
        .string({ error: SERVICE_AREA_MESSAGES.invalidPinCode })
        .regex(PIN_CODE_PATTERN, SERVICE_AREA_MESSAGES.invalidPinCode),
      { error: SERVICE_AREA_MESSAGES.invalidPinCode },
    )
    .max(MAX_SERVICE_AREA_PIN_CODES, SERVICE_AREA_MESSAGES.tooMany)
    .transform((pinCodes) => [...new Set(pinCodes)].sort()),
});
export type TServiceAreaRequest = z.input<typeof ZServiceAreaRequest>;

/**
 * Whether the shop picks up from a customer's PIN code (their profile's zip code), as the quote
 * tells the cart: `message` is the refusal an order would get, when it is not served.
 */
export const ZServiceAreaCheck = z.object({
  pinCode: z.string(),
  served: z.boolean(),
  message: z.string().optional(),
});
export type TServiceAreaCheck = z.infer<typeof ZServiceAreaCheck>;

/**
 * The PIN codes as the dashboard shows them: runs of consecutive codes as one range
 * ("560001-560300"), others alone, ascending. The audit log keeps a list this way too.
 */
export function pinCodeRanges(pinCodes: readonly string[]): string[] {
  const sorted = [...new Set(pinCodes)].map(Number).sort((a, b) => a - b);
  const ranges: string[] = [];
  let index = 0;
  while (index < sorted.length) {
    const first = sorted[index] ?? 0;
    let last = first;
    while (sorted[index + 1] === last + 1) {
      last += 1;
      index += 1;
    }
    ranges.push(first === last ? String(first) : `${String(first)}-${String(last)}`);
    index += 1;
  }
  return ranges;
}

/**
 * Reads the dashboard's text of PIN codes: entries separated by commas, semicolons, spaces or
 * new lines, each a PIN code or a range ("560001-560300", both ends included). Answers the
 * distinct codes, ascending, or the first mistake in words.
 */
export function parsePinCodeList(text: string): { pinCodes: string[] } | { error: string } {
  const codes = new Set<string>();
  // Spaces around a range's dash (or en dash) are dropped, so "560001 – 560300" is one entry.
  const entries = text
    .replaceAll('–', '-')
    .split('-')
    .map((part) => part.trim())
    .join('-')
    .split(/[\s,;]+/)
    .filter(Boolean);
  for (const entry of entries) {
    const [from = '', to = from, ...rest] = entry.split('-');
    if (rest.length > 0 || !isPinCode(from) || !isPinCode(to)) {
      return { error: SERVICE_AREA_MESSAGES.badEntry(entry) };
    }
    const [first, last] = [Number(from), Number(to)];
    if (last < first) return { error: SERVICE_AREA_MESSAGES.reversedRange(entry) };
    if (last - first >= MAX_SERVICE_AREA_PIN_CODES) return { error: SERVICE_AREA_MESSAGES.tooMany };
    for (let code = first; code <= last; code++) codes.add(String(code));
    if (codes.size > MAX_SERVICE_AREA_PIN_CODES) return { error: SERVICE_AREA_MESSAGES.tooMany };
  }
  return { pinCodes: [...codes].sort() };
}
