import { Readable } from 'node:stream';

/**
 * CSV as accountants open it (RFC 4180): fields separated by commas, records ended by CRLF, a
 * field quoted when it holds a comma, a quote, CR or LF, its quotes doubled. The file starts
 * with a UTF-8 byte order mark so that Excel reads ₹ and names in Indian scripts as UTF-8.
 *
 * A text cell starting with `=`, `+`, `-`, `@`, a tab or CR would be read by a spreadsheet as a
 * formula (a customer named `=HYPERLINK(…)`): it is written with a leading `'`, which the
 * spreadsheet shows as text. Numbers are written as numbers, negative ones included.
 */

/** The UTF-8 byte order mark. */
export const CSV_BOM = '\uFEFF';

/** One cell: text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as written: text escaped against formulas, then quoted when it must be. */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/**
 * A CSV file as a stream: the BOM and the header first, then each page of records as `pages`
 * yields it. Pages are asked for only as the reader takes the text (the stream's backpressure),
 * so memory holds one page whatever the file's length.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly CsvCell[])[]>,
): Readable {
  async function* text(): AsyncGenerator<string> {
    yield CSV_BOM + csvRecord(header);
    for await (const page of pages) {
      if (page.length > 0) yield page.map(csvRecord).join('');
    }
  }
  return Readable.from(text(), { objectMode: false, highWaterMark: 64 * 1024 });
}
