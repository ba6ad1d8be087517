import { ZBoardResponse, ZBoardStatusResponse, type TBoardStatusRequest } from '@freshfold/shared';
import { useSignedInUserId } from '@/lib/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, useAdminMutation } from './admin-api';
import { adminKeys, customerOrdersKey } from './keys';

/** `GET /api/admin/board?date=`: the day's pickups and deliveries by slot. */
export const adminBoard = (adminId: number, date: string) =>
  queryOptions({
    queryKey: adminKeys.board(adminId, date),
    queryFn: () => request(ZBoardResponse, `/admin/board?date=${date}`),
    // New bookings and other staff's changes show within a minute on an open board.
    refetchInterval: 60_000,
  });

export const useBoard = (date: string) => useQuery(adminBoard(useSignedInUserId(), date));

/** `POST /api/admin/board/status`: orders marked picked up or delivered, all or none. */
export const markBoardOrders = (body: TBoardStatusRequest) =>
  request(ZBoardStatusResponse, '/admin/board/status', 'POST', body);

export const useMarkBoardOrders = () =>
  useAdminMutation(
    markBoardOrders,
    adminKeys.boardAll,
    adminKeys.ordersAll,
    // Marked delivered, an order is completed: what is due on it, and the customer is told.
    adminKeys.paymentsAll,
    adminKeys.messagesAll,
    customerOrdersKey,
  );
