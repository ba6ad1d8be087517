import { addDays, indianDate } from '@freshfold/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { transaction } from '../../db/transaction.js';
import type { Database } from '../../db/tables.js';
import { namesOf } from '../accounts/accounts.service.js';
import { isDateClosed } from '../closures/closures.service.js';
import { pendingPickupsOn } from '../orders/orders.service.js';
import { notifyCustomer } from './customer-messages.js';
import { wakeDelivery } from './outbox.service.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** India keeps one offset all year (no daylight saving): UTC+5:30. */
const INDIA_OFFSET_MS = 330 * MINUTE_MS;
/** Reminders written per transaction: short transactions, little held on SQLite's one writer. */
const CHUNK = 50;

/**
 * Enqueues a `pickup_reminder` for every order still to be picked up tomorrow (India's
 * calendar) to its customer's chosen channels; none when the shop has closed that date. Once per order and date whoever runs it: the key
 * `order:<id>:reminder:<date>` makes the outbox's unique dedupe key refuse a second one, so
 * several instances (or a restart) running it at once write each reminder once. Answers how
 * many messages were written.
 */
export async function sendPickupReminders(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  const tomorrow = addDays(indianDate(now), 1);
  // Its customers were told the date is closed and that the shop will move their pickup.
  if (await isDateClosed(db, tomorrow)) return 0;
  const pickups = await pendingPickupsOn(db, tomorrow);
  const names = await namesOf(db, [...new Set(pickups.map((pickup) => pickup.userId))]);
  let written = 0;
  for (let start = 0; start < pickups.length; start += CHUNK) {
    const chunk = pickups.slice(start, start + CHUNK);
    written += await transaction(db, async (trx) => {
      let count = 0;
      for (const { userId, ...order } of chunk) {
        const ids = await notifyCustomer(trx, {
          userId,
          orderId: order.id,
          key: `order:${String(order.id)}:reminder:${tomorrow}`,
          data: {
            kind: 'pickup_reminder',
            order: { ...order, customerName: names.get(userId)?.firstName ?? '' },
          },
        });
        count += ids.length;
      }
      return count;
    });
  }
  if (written > 0) wakeDelivery();
  return written;
}

/** The next instant, after `now`, at which India's clock shows `minuteOfDay`. */
export function nextRunAt(now: number, minuteOfDay: number): number {
  const local = now + INDIA_OFFSET_MS;
  const at = local - (local % DAY_MS) + minuteOfDay * MINUTE_MS - INDIA_OFFSET_MS;
  return at > now ? at : at + DAY_MS;
}

/** Whether India's clock has passed `minuteOfDay` today. */
function passedToday(now: number, minuteOfDay: number): boolean {
  return ((now + INDIA_OFFSET_MS) % DAY_MS) / MINUTE_MS >= minuteOfDay;
}

export interface ReminderScheduler {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs `sendPickupReminders` every day at `minuteOfDay` (India), and at start-up when today's
 * time has already passed (a server that was down, or deployed, at that time still sends
 * them; the dedupe key makes a run that finds them written a no-op).
 */
export function createReminderScheduler(options: {
  db: Kysely<Database>;
  minuteOfDay: number;
  log: FastifyBaseLogger;
}): ReminderScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;
  const run = () => {
    running = sendPickupReminders(options.db)
      .then((written) => {
        if (written > 0) options.log.info({ written }, 'pickup reminders enqueued');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'pickup reminders failed'))
      .finally(() => {
        running = null;
        schedule();
      });
  };
  const schedule = () => {
    if (stopped) return;
    const now = Date.now();
    timer = setTimeout(run, nextRunAt(now, options.minuteOfDay) - now);
    timer.unref();
  };
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      if (passedToday(Date.now(), options.minuteOfDay)) run();
      else schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
