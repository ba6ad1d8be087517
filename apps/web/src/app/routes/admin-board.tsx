import { BOARD_MESSAGES } from '@freshfold/shared';
import { protectedPage } from '@/components/protected-route';
import { Board } from '@/features/admin/components/board';

/**
 * `/admin/board`: the day's pickups and deliveries, for staff and admins. The server refuses
 * the board's calls to anyone else; this guard only spares a guest or a customer the page.
 */
export const AdminBoardPage = protectedPage(BOARD_MESSAGES.title, Board, { admin: true });
