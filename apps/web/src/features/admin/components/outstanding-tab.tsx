import {
  formatRupees,
  formatShortDate,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
  ADMIN_MESSAGES,
  type TOutstandingOrder,
} from '@freshfold/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Td, Tr } from '@/components/ui/table';
import { useAdminOutstanding } from '../api/payments';
import { AdminDialog } from './admin-dialog';
import { OrderPayments } from './order-payments';
import { PagedTable, usePages } from './paged-table';
import { PhoneLink } from './phone-link';
import { TabSection } from './tab-section';

const PAGE_SIZE = 20;

function OutstandingRow({ order, onRecord }: { order: TOutstandingOrder; onRecord: () => void }) {
  return (
    <Tr>
      <Td className="font-medium">#{order.id}</Td>
      <Td>{order.customerName}</Td>
      <Td>
        <PhoneLink phone={order.phone} missing={ADMIN_MESSAGES.notAvailable} />
      </Td>
      <Td className="whitespace-nowrap">{formatShortDate(order.orderDate)}</Td>
      <Td>{formatRupees(order.totalAmount)}</Td>
      <Td className="font-semibold">{formatRupees(order.amountDue)}</Td>
      <Td>
        <Badge tone={PAYMENT_STATUS_TONES[order.paymentStatus]}>
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}
        </Badge>
      </Td>
      <Td className="text-right">
        <Button
          size="sm"
          variant="outline"
          onClick={onRecord}
          aria-label={`Payments of order ${order.id}`}
        >
          Payments
        </Button>
      </Td>
    </Tr>
  );
}

/** Outstanding: completed orders with money still due, oldest first, a payment a click away. */
export function OutstandingTab() {
  const pages = usePages(PAGE_SIZE);
  const [recording, setRecording] = useState<number | null>(null);
  const outstanding = useAdminOutstanding({ page: pages.page, pageSize: pages.pageSize });
  return (
    <TabSection id="outstanding" title="Outstanding">
      <PagedTable
        caption="Outstanding payments"
        headings={['Order', 'Customer', 'Phone', 'Placed', 'Total', 'Due', 'Payment']}
        rows={outstanding.data?.orders.map((order) => (
          <OutstandingRow key={order.id} order={order} onRecord={() => setRecording(order.id)} />
        ))}
        list={outstanding}
        pages={pages}
        emptyText={PAYMENT_MESSAGES.noOutstanding}
        failedText={ADMIN_MESSAGES.loadFailed}
      />
      {recording !== null ? (
        <AdminDialog title={`Order #${recording} payments`} onClose={() => setRecording(null)}>
          <OrderPayments orderId={recording} />
        </AdminDialog>
      ) : null}
    </TabSection>
  );
}
