import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared.js';
import type { Database, Db } from '../../db/tables.js';
import { JOINED_CUSTOMER_COLUMNS } from '../accounts/users.repository.js';
import { ordersWithCustomers } from '../orders/orders.repository.js';

/**
 * The orders of one side of a day's board, each with its customer, its pieces and the payment
 * sums its row keeps (what is due at the door is worked out from them): the pickups
 * (booked for the date) or the deliveries (planned for it), cancelled ones left out. The board
 * reads the orders', their lines' and their customers' tables in its own SQL, for speed: the
 * shop opens it all day, and at 500 orders a day one statement answers it where asking each
 * module would take one per order. The date's index (`orders_pickup_date_idx`,
 * `orders_delivery_date_idx`) finds the day's orders, the lines' index their pieces.
 */
function sideOfDay(db: Kysely<Database>, side: 'pickup' | 'delivery', date: string) {
  const [dateColumn, slotColumn] =
    side === 'pickup'
      ? (['orders.pickup_date', 'orders.pickup_slot_id'] as const)
      : (['orders.delivery_date', 'orders.delivery_slot_id'] as const);
  return ordersWithCustomers(db)
    .select((eb) => [
      sql.lit(side).$castTo<'pickup' | 'delivery'>().as('side'),
      eb.ref(slotColumn).$castTo<number | null>().as('slot_id'),
      'orders.id',
      'orders.user_id',
      'orders.status',
      'orders.total_paise',
      'orders.paid_paise',
      'orders.refunded_paise',
      'orders.forgone_paise',
      'orders.latitude',
      'orders.longitude',
      'orders.notes',
      ...JOINED_CUSTOMER_COLUMNS,
      eb
        .selectFrom('order_items')
        .select((items) =>
          items.fn.coalesce(items.fn.sum<number>('order_items.quantity'), items.lit(0)).as('n'),
        )
        .whereRef('order_items.order_id', '=', 'orders.id')
        .$castTo<number>()
        .as('item_count'),
    ])
    .where(dateColumn, '=', date)
    .where('orders.status', '<>', 'cancelled');
}

/** A day's pickups and deliveries in one round trip. */
const boardQuery = preparedQuery((db, p: { date: string }) =>
  sideOfDay(db, 'pickup', p.date).unionAll(sideOfDay(db, 'delivery', p.date)),
);

/** The day's open orders to pick up and to deliver (an order may be both), in no order. */
export function selectBoardRows(db: Db, date: string) {
  return boardQuery.rows(db, { date });
}

export type BoardRow = Awaited<ReturnType<typeof selectBoardRows>>[number];
