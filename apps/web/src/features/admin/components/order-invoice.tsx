import { INVOICE_MESSAGES, type TAdminOrder } from '@freshfold/shared';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { OrderInvoice } from '@/components/download-invoice-button';
import { Button } from '@/components/ui/button';
import { adminErrorToast } from '../admin-toast';
import { useIssueInvoice } from '../api/issue-invoice';
import { useOrderPayments } from '../api/payments';

/**
 * The order's invoice in its details: its number and 'Download invoice' once issued; before,
 * 'Issue invoice' for an order paid in full (or completed before invoices were issued), whose
 * answer the dialog shows from then on.
 */
export function AdminOrderInvoice({
  order,
  onIssued,
}: {
  order: TAdminOrder;
  onIssued: (order: TAdminOrder) => void;
}) {
  const payments = useOrderPayments(order.id);
  const issue = useIssueInvoice();
  if (order.invoiceNumber) {
    return (
      <div className="mt-4">
        <OrderInvoice order={order} />
      </div>
    );
  }
  const paid = payments.data?.paymentStatus === 'paid';
  if (order.status === 'cancelled' || (!paid && order.status !== 'completed')) return null;
  return (
    <div className="mt-4 flex justify-end">
      <Button
        variant="outline"
        size="sm"
        disabled={issue.isPending}
        onClick={() =>
          issue.mutate(order.id, {
            onSuccess: (issued) => {
              toast.success(INVOICE_MESSAGES.issued(issued.invoiceNumber ?? ''));
              onIssued(issued);
            },
            onError: (error) => adminErrorToast(INVOICE_MESSAGES.issue, error),
          })
        }
      >
        <FileText className="h-4 w-4" aria-hidden="true" />
        {issue.isPending ? INVOICE_MESSAGES.issuing : INVOICE_MESSAGES.issue}
      </Button>
    </div>
  );
}
