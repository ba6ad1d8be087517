import type { TBoardStatus } from './board.js';
import { ORDER_STATUS_LABELS, type TOrderStatus } from './orders.js';

/** What marking orders `pick_up_done` or `completed` is called on the board. */
const DONE: Record<TBoardStatus, string> = {
  pick_up_done: 'picked up',
  completed: 'delivered',
};

const orderList = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * The board's texts (`/admin/board`) and the server's answers to its calls; beside
 * `ADMIN_MESSAGES`, out of a customer's pages.
 */
export const BOARD_MESSAGES = {
  title: "Today's board",
  linkFromDashboard: "Today's board",
  intro: 'Pickups and deliveries of the day, slot by slot.',
  date: 'Date',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  loading: 'Loading the board...',
  loadFailed: 'Failed to load the board.',
  pickups: 'Pickups',
  deliveries: 'Deliveries',
  noPickups: 'No pickups in this slot.',
  noDeliveries: 'No deliveries in this slot.',
  noSlots: 'No slots and no orders on this day.',
  noSlotTime: 'Time not set',
  markPickedUp: 'Mark picked up',
  markDelivered: 'Mark delivered',
  printRunSheet: 'Print run sheet',
  selectSlot: (section: string, slotTime: string) => `Select all ${section} of ${slotTime}`,
  selectOrder: (id: number) => `Select order #${id}`,
  selected: (count: number) => `${count} selected`,
  clearSelection: 'Clear',
  call: (name: string) => `Call ${name}`,
  openMap: 'Open in Maps',
  noLocation: 'No map location',
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  /** Nothing is due on the order: the driver asks for no money. */
  paid: 'Paid',
  /** What the driver collects at the door: all of the order's total, none of it paid. */
  collect: (amount: string) => `Collect ${amount}`,
  /** What the driver collects of an order paid in part (or refunded in part): its balance. */
  collectBalance: (amount: string, total: string) => `Collect ${amount} (balance of ${total})`,
  notes: 'Notes',
  runSheetTitle: (date: string) => `Run sheet, ${date}`,
  marked: (count: number, status: TBoardStatus) =>
    `${count} ${count === 1 ? 'order' : 'orders'} marked ${DONE[status]}.`,
  nothingToMark: (status: TBoardStatus) => `Every selected order is ${DONE[status]} already.`,
  markFailed: 'Failed to update the orders.',
  /** 404: some of the orders do not exist (any more); nothing was changed. */
  ordersNotFound: (ids: readonly number[]) =>
    `Nothing was changed: ${ids.length === 1 ? 'order' : 'orders'} ${orderList(ids)} not found.`,
  /** 409: some of the orders cannot take the status; nothing was changed. */
  cannotMark: (status: TBoardStatus, refused: readonly { id: number; status: TOrderStatus }[]) =>
    `Nothing was changed: ${refused
      .map((order) => `#${order.id} (${ORDER_STATUS_LABELS[order.status].toLowerCase()})`)
      .join(', ')} cannot be marked ${DONE[status]}.`,
};
