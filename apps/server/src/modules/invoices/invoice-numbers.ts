import { indianDate, INVOICE_MESSAGES } from '@freshfold/shared';
import { conflict } from '../../lib/http-error.js';

/** GST allows an invoice or credit note number of at most 16 characters. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** Credit notes have a series of their own: `CN/2026-27/0001`. */
export const CREDIT_NOTE_SERIES = 'CN';

/**
 * The Indian financial year (1 April to 31 March, in Asia/Kolkata) of an instant, as
 * `2026-27`: 31 March 2027 23:59 in India is still 2026-27, 1 April 00:00 is 2027-28.
 */
export function financialYearOf(instant: Date): string {
  const [year = 0, month = 0] = indianDate(instant).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start)}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A document's number in its series: `FF/2026-27/0001` (four digits at least). A number that
 * would pass GST's 16 characters is refused rather than issued (409, rolling back whatever
 * asked for it): the series is full for the year. A three-character prefix leaves room for
 * 9 999 invoices a year, two for 99 999, one for 999 999.
 */
export function documentNumber(series: string, financialYear: string, sequence: number): string {
  const number = `${series}/${financialYear}/${String(sequence).padStart(4, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw conflict(INVOICE_MESSAGES.seriesFull(series, financialYear, sequence - 1));
  }
  return number;
}
