import { GARMENT_TAG_PREFIX } from '@freshfold/shared';

/**
 * Garment tags: every piece of an order gets a short code at intake, `FF-0123-03` (the order's
 * id, zero-padded to at least 4 digits, and the garment's number on the order, to at least 2),
 * written on its label so that nothing is lost between customers. A code is unique across the
 * shop and is never issued twice: numbers on an order only go up.
 */
export function garmentTagCode(orderId: number, seq: number): string {
  const order = String(orderId).padStart(4, '0');
  return `${GARMENT_TAG_PREFIX}-${order}-${String(seq).padStart(2, '0')}`;
}

/** A search text that is a whole tag code (any case, spaces around), upper-cased; else null. */
export function tagCodeIn(text: string): string | null {
  const code = text.trim().toUpperCase();
  const pattern = new RegExp(`^${GARMENT_TAG_PREFIX}-\\d{4,}-\\d{2,}$`);
  return pattern.test(code) ? code : null;
}

/** A tag on a line of the order now. */
export interface ActiveTag {
  id: number;
  orderItemId: number;
  seq: number;
}

/** What the order's tags must become for its lines: new numbers to issue, tags to retire. */
export interface TagPlan {
  issue: { orderItemId: number; seq: number }[];
  retire: number[];
  lastSeq: number;
}

/**
 * The tags a set of lines needs, keeping what is there: a line keeps its tags, oldest first, up
 * to its quantity; a line with more pieces than tags gets new numbers after the order's last;
 * tags of pieces no longer there (a lower quantity, a line gone) are retired, the newest first.
 * So re-counting at the counter never moves a code from one garment to another.
 */
export function planTags(
  lines: readonly { orderItemId: number; quantity: number }[],
  active: readonly ActiveTag[],
  lastSeq: number,
): TagPlan {
  const plan: TagPlan = { issue: [], retire: [], lastSeq };
  const quantities = new Map(lines.map((line) => [line.orderItemId, line.quantity]));
  const byLine = new Map<number, ActiveTag[]>();
  for (const tag of [...active].sort((a, b) => a.seq - b.seq)) {
    if (!quantities.has(tag.orderItemId)) plan.retire.push(tag.id);
    else byLine.set(tag.orderItemId, [...(byLine.get(tag.orderItemId) ?? []), tag]);
  }
  for (const line of lines) {
    const tags = byLine.get(line.orderItemId) ?? [];
    plan.retire.push(...tags.slice(line.quantity).map((tag) => tag.id));
    for (let piece = tags.length; piece < line.quantity; piece += 1) {
      plan.lastSeq += 1;
      plan.issue.push({ orderItemId: line.orderItemId, seq: plan.lastSeq });
    }
  }
  return plan;
}
