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
  return (
    <>
      <FormField label={labels.from}>
        <Input
          type="date"
          value={range.from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label={labels.to}>
        <Input
          type="date"
          value={range.to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
    </>
  );
}
