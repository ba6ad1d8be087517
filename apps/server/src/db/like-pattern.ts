/**
 * A case-insensitive `LIKE` pattern matching `text` anywhere, with `%`, `_` and `\` taken
 * literally (used with `escape '\'`). Compare it with `lower(column)`: PostgreSQL's LIKE is
 * case-sensitive, SQLite's is not, and lower() on both sides makes the two agree.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
