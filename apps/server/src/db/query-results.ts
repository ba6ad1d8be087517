import type { DeleteResult, UpdateResult } from 'kysely';

/**
 * Runs an UPDATE and answers whether it changed a row: false when its WHERE clause matched none
 * (no such row, or a guard such as "not rewarded yet" or "still leased by me" refused it).
 */
export async function updatedAny(update: {
  executeTakeFirst(): Promise<UpdateResult>;
}): Promise<boolean> {
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Runs a DELETE and answers whether it removed a row. */
export async function deletedAny(deletion: {
  executeTakeFirst(): Promise<DeleteResult>;
}): Promise<boolean> {
  const result = await deletion.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Runs a SELECT of ids and answers the first row's id, or null when it finds none. */
export async function firstId(select: {
  executeTakeFirst(): Promise<{ id: number } | undefined>;
}): Promise<number | null> {
  const row = await select.executeTakeFirst();
  return row?.id ?? null;
}
