import type { TReportRangeQuery } from '@freshfold/shared';
import { fetchFile } from '@/lib/api-file';
import { rangeSearch } from './keys';

/** The CSV exports, by the name of their file (`/api/admin/exports/{name}.csv`). */
export const EXPORT_FILES = [
  'orders',
  'order-lines',
  'customers',
  'payments',
  'gst-summary',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

/** The file name the server gives (`Content-Disposition`), or one made of the range. */
function fileNameOf(response: Response, file: ExportFile, range: TReportRangeQuery): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="([^"]+)"/.exec(disposition)?.[1];
  return named ?? `${file}-${range.from}-to-${range.to}.csv`;
}

/**
 * `GET /api/admin/exports/{file}.csv?from&to`, saved as the file the server names. The export
 * needs the bearer token, so it is fetched (as the invoice and label PDFs are) rather than
 * linked; a refusal carries the server's message.
 */
export async function downloadExport(file: ExportFile, range: TReportRangeQuery): Promise<void> {
  const response = await fetchFile(`/admin/exports/${file}.csv${rangeSearch(range)}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(response, file, range),
  });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes by then; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
