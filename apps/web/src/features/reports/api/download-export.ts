import { SERVER_MESSAGES, type TReportRangeQuery } from '@freshfold/shared';
import { ApiError } from '@/lib/api-client';
import { readString, STORAGE_KEYS } from '@/lib/storage';
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
  const token = readString(STORAGE_KEYS.token);
  const response = await fetch(`/api/admin/exports/${file}.csv${rangeSearch(range)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : SERVER_MESSAGES.internal;
    throw new ApiError(response.status, message);
  }
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
