import { REPORTS_PAGE_MESSAGES } from '@freshfold/shared';
import { protectedPage } from '@/components/protected-route';
import { Reports } from '@/features/reports/components/reports';

/**
 * `/admin/reports`: the owner's figures, charts and exports, for admins only. The server refuses
 * the reports' calls to anyone else; this guard only spares staff, a guest or a customer the
 * page (and its chart library, which loads with this page alone).
 */
export const AdminReportsPage = protectedPage(REPORTS_PAGE_MESSAGES.title, Reports, {
  admin: true,
  adminOnly: true,
});
