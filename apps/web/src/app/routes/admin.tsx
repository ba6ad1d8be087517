import { ADMIN_MESSAGES, BOARD_MESSAGES, REPORTS_PAGE_MESSAGES } from '@freshfold/shared';
import { CalendarDays, ChartColumn } from 'lucide-react';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { protectedPage } from '@/components/protected-route';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import {
  useAdminOrders,
  useAdminServices,
  useAdminSlots,
  useAdminUsers,
  useAdminVouchers,
} from '@/features/admin/api/lists';
import { AuditTab } from '@/features/admin/components/audit-tab';
import { ClosuresTab } from '@/features/admin/components/closures-tab';
import { ContactTab, ContactTabLabel } from '@/features/admin/components/contact-tab';
import { MessagesTab } from '@/features/admin/components/messages-tab';
import { OrdersTab } from '@/features/admin/components/orders-tab';
import { OutstandingTab } from '@/features/admin/components/outstanding-tab';
import { ServicesTab } from '@/features/admin/components/services-tab';
import { SettingsTab } from '@/features/admin/components/settings-tab';
import { SlotsTab } from '@/features/admin/components/slots-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { VouchersTab } from '@/features/admin/components/vouchers-tab';

/**
 * The dashboard's tabs, in order: each one's value, its label, what it shows, and whether only
 * an admin sees it (staff see the day's tabs: orders, outstanding payments, messages, contact).
 */
const TABS: { value: string; label: ReactNode; Panel: ComponentType; adminOnly?: true }[] = [
  { value: 'users', label: 'Users', Panel: UsersTab, adminOnly: true },
  { value: 'orders', label: 'Orders', Panel: OrdersTab },
  { value: 'outstanding', label: 'Outstanding', Panel: OutstandingTab },
  { value: 'services', label: 'Services', Panel: ServicesTab, adminOnly: true },
  { value: 'vouchers', label: 'Vouchers', Panel: VouchersTab, adminOnly: true },
  { value: 'pickup-times', label: 'Pickup Times', Panel: SlotsTab, adminOnly: true },
  { value: 'closures', label: 'Closures', Panel: ClosuresTab, adminOnly: true },
  { value: 'messages', label: 'Messages', Panel: MessagesTab },
  { value: 'contact', label: <ContactTabLabel />, Panel: ContactTab },
  { value: 'settings', label: 'Settings', Panel: SettingsTab, adminOnly: true },
  { value: 'audit', label: 'Audit log', Panel: AuditTab, adminOnly: true },
];

/**
 * `/admin`, for staff and admins. The server refuses every call a role may not make; this guard
 * only spares a guest or a customer a page they cannot use, and staff the tabs they cannot.
 */
export const AdminPage = protectedPage(ADMIN_MESSAGES.title, AdminDashboard, { admin: true });

function AdminDashboard() {
  // The first view loads everything at once, in parallel; each tab then reads its cache.
  // Messages load when their tab is opened: the shop looks there far less often. The Contact
  // tab's first page loads with the dashboard (its label counts the unhandled messages) but
  // does not hold the dashboard back.
  const isAdmin = useSession().user?.role === 'admin';
  const tabs = TABS.filter((tab) => isAdmin || !tab.adminOnly);
  const queries = [
    useAdminUsers({ page: 1, pageSize: 20 }, isAdmin),
    useAdminOrders({ page: 1, pageSize: 20 }),
    useAdminServices(),
    useAdminVouchers(isAdmin),
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{ADMIN_MESSAGES.title}</h1>
        <div className="flex flex-wrap gap-2">
          {isAdmin ? (
            <Link to="/admin/reports" className={buttonClasses('outline')}>
              <ChartColumn aria-hidden className="size-4" />
              {REPORTS_PAGE_MESSAGES.linkFromDashboard}
            </Link>
          ) : null}
          <Link to="/admin/board" className={buttonClasses('outline')}>
            <CalendarDays aria-hidden className="size-4" />
            {BOARD_MESSAGES.linkFromDashboard}
          </Link>
        </div>
      </div>
      <Tabs defaultValue={tabs[0]?.value} className="mt-6">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <tab.Panel />
          </TabsContent>
        ))}
      </Tabs>
    </Container>
  );
}
