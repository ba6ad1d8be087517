import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The dates a list is narrowed to, as `YYYY-MM-DD`; an empty one bounds nothing. */
export interface DateRange {
  from: string;
  to: string;
}

/** Two labelled date inputs, the first and the last day of a filter, side by side in its grid. */
export function DateRangeFields({
  labels,
  range,
  onChange,
}: {
  labels: { from: string; to: string };
  range: DateRange;
  onChange: (change: Partial<DateRange>) => void;
}) {
  return (['from', 'to'] as const).map((end) => (
    <FormField key={end} label={labels[end]}>
      <Input
        type="date"
        value={range[end]}
        onChange={(event) => onChange({ [end]: event.target.value })}
      />
    </FormField>
  ));
}
