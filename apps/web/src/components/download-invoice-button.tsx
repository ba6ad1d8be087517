import { INVOICE_MESSAGES } from '@freshfold/shared';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fetchPdf, openPdf } from '@/lib/pdf-file';
import { useDownload } from '@/lib/use-download';

/**
 * 'Download invoice': the order's GST invoice (`GET /api/orders/{id}/invoice.pdf`), fetched with
 * the session's token and opened in a new tab, for the customer's order and the shop's order
 * details alike. Shown only once the order has an invoice number.
 */
export function DownloadInvoiceButton({
  orderId,
  invoiceNumber,
}: {
  orderId: number;
  invoiceNumber: string;
}) {
  const { pending, download } = useDownload<'invoice'>(INVOICE_MESSAGES.downloadFailed);
  const open = () =>
    download('invoice', () =>
      openPdf(
        () => fetchPdf(`/orders/${orderId}/invoice.pdf`),
        `invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`,
      ),
    );
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending !== null}
      onClick={() => void open()}
      title={`${INVOICE_MESSAGES.invoiceLabel} ${invoiceNumber}`}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      {pending !== null ? INVOICE_MESSAGES.downloading : INVOICE_MESSAGES.download}
    </Button>
  );
}

/** The order's invoice number and its download, once it has one; nothing before. */
export function OrderInvoice({ order }: { order: { id: number; invoiceNumber: string | null } }) {
  if (!order.invoiceNumber) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-muted">
        {INVOICE_MESSAGES.invoiceLabel}{' '}
        <span className="font-medium tabular-nums text-ink">{order.invoiceNumber}</span>
      </span>
      <DownloadInvoiceButton orderId={order.id} invoiceNumber={order.invoiceNumber} />
    </div>
  );
}
