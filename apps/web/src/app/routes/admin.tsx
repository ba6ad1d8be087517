import { ADMIN_MESSAGES } from '@freshfold/shared';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ProtectedRoute } from '@/components/protected-route';
import { Container } from '@/components/ui/container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAdminOrders,
  useAdminServices,
  useAdminSlots,
  useAdminUsers,
  useAdminVouchers,
} from '@/features/admin/api/lists';
import { ContactTab, ContactTabLabel } from '@/features/admin/components/contact-tab';
import { MessagesTab } from '@/features/admin/components/messages-tab';
import { OrdersTab } from '@/features/admin/components/orders-tab';
import { ServicesTab } from '@/features/admin/components/services-tab';
import { SlotsTab } from '@/features/admin/components/slots-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { VouchersTab } from '@/features/admin/components/vouchers-tab';

/** The dashboard's tabs, in order: each one's value, its label and what it shows. */
const TABS: { value: string; label: ReactNode; Panel: ComponentType }[] = [
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'orders', label: 'Orders', Panel: OrdersTab },
  { value: 'services', label: 'Services', Panel: ServicesTab },
  { value: 'vouchers', label: 'Vouchers', Panel: VouchersTab },
  { value: 'pickup-times', label: 'Pickup Times', Panel: SlotsTab },
  { value: 'messages', label: 'Messages', Panel: MessagesTab },
  { value: 'contact', label: <ContactTabLabel />, Panel: ContactTab },
];

/**
 * `/admin`. The server refuses every admin call to anyone but an admin; this guard only spares
 * a guest or a customer a page they cannot use.
 */
export function AdminPage() {
  useDocumentTitle(ADMIN_MESSAGES.title);
  return (
    <ProtectedRoute admin>
      <AdminDashboard />
    </ProtectedRoute>
  );
}

function AdminDashboard() {
  // The first view loads everything at once, in parallel; each tab then reads its cache.
  // Messages load when their tab is opened: the shop looks there far less often. The Contact
  // tab's first page loads with the dashboard (its label counts the unhandled messages) but
  // does not hold the dashboard back.
  const queries = [
    useAdminUsers({ page: 1, pageSize: 20 }),
    useAdminOrders({ page: 1, pageSize: 20 }),
    useAdminServices(),
    useAdminVouchers(),
    useAdminSlots(),
  ];
  const loading = queries.some((query) => query.isPending && query.fetchStatus !== 'idle');
  const failed = queries.some((query) => query.isError);
  const reported = useRef(false);

  useEffect(() => {
    if (failed && !reported.current) {
      reported.current = true;
      toast.error(ADMIN_MESSAGES.errorTitle, { description: ADMIN_MESSAGES.loadFailed });
    }
  }, [failed]);

  if (loading) {
    return (
      <Container className="py-16">
        <p role="status" className="text-center text-muted">
          {ADMIN_MESSAGES.loading}
        </p>
      </Container>
    );
  }

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{ADMIN_MESSAGES.title}</h1>
      <Tabs defaultValue="users" className="mt-6">
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <tab.Panel />
          </TabsContent>
        ))}
      </Tabs>
    </Container>
  );
}
