/** `created_at` → `createdAt`: a column's name as the contract spells its field. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The named columns of a row under their contract names, with their values as they are. */
export type CamelFields<Row, Column extends keyof Row & string> = {
  [Name in Column as CamelCase<Name>]: Row[Name];
};

function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_underscore, letter: string) => letter.toUpperCase());
}

/**
 * The columns of a row that the contract shows unchanged, each under its camelCase name
 * (`order_id` → `orderId`), in the order given. A service's row mapper lists these and writes
 * out only the fields it converts (paise, 0/1 flags) or renames otherwise.
 */
export function camelFields<Row extends object, const Column extends keyof Row & string>(
  row: Row,
  columns: readonly Column[],
): CamelFields<Row, Column> {
  return Object.fromEntries(
    columns.map((column) => [camelCase(column), row[column]]),
  ) as CamelFields<Row, Column>;
}
