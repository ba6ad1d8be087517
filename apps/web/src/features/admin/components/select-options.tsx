/** A select's options: each of `values` (an enum's, in its order) read as its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

/** A select's options: each record by its id, read as `label` of it. */
export function RecordOptions<Item extends { id: number }>({
  records,
  label,
}: {
  records: readonly Item[];
  label: (record: Item) => string;
}) {
  return records.map((record) => (
    <option key={record.id} value={record.id}>
      {label(record)}
    </option>
  ));
}
