/**
 * True when a write failed on a UNIQUE constraint, on SQLite (better-sqlite3) or PostgreSQL
 * (pg). Services check for a duplicate first for a quick answer, and rely on this for the race
 * where two requests pass that check at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
