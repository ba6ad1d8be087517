import { BOARD_MESSAGES } from '@freshfold/shared';
import { ProtectedRoute } from '@/components/protected-route';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Board } from '@/features/admin/components/board';

/**
 * `/admin/board`: the day's pickups and deliveries, for staff and admins. The server refuses
 * the board's calls to anyone else; this guard only spares a guest or a customer the page.
 */
export function AdminBoardPage() {
  useDocumentTitle(BOARD_MESSAGES.title);
  return (
    <ProtectedRoute admin>
      <Board />
    </ProtectedRoute>
  );
}
