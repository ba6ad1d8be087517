import { REPORTS_PAGE_MESSAGES as M } from '@freshfold/shared';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/card';
import { useDownload } from '@/lib/use-download';
import { downloadExport, EXPORT_FILES, type ExportFile } from '../api/download-export';
import type { ReportRange } from '../report-range';

/**
 * The CSV exports of the period an accountant asks for: orders, their lines, customers (those
 * who registered in it), payments and the monthly GST summary. Each is fetched with the
 * session's token and saved under the name the server gives it.
 */
export function ExportLinks({ range, disabled }: { range: ReportRange; disabled: boolean }) {
  const { pending, download } = useDownload<ExportFile>(M.downloadFailed);
  return (
    <TitledCard title={M.exports}>
      <p className="text-sm text-muted">{M.exportsHint}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {EXPORT_FILES.map((file) => (
          <li key={file}>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled || pending !== null}
              title={file === 'customers' ? M.customersExportHint : undefined}
              onClick={() => void download(file, () => downloadExport(file, range))}
            >
              <Download aria-hidden className="size-4" />
              {pending === file ? M.downloading : M.exportFiles[file]}
            </Button>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
