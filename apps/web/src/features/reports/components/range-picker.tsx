import { REPORTS_PAGE_MESSAGES as M } from '@freshfold/shared';
import { DateRangeFields } from '@/components/date-range-fields';
import { Button } from '@/components/ui/button';
import {
  REPORT_PRESETS,
  type RangeChoice,
  type ReportPreset,
  type ReportRange,
} from '../report-range';

/**
 * The period of the reports: a preset at a click (today, 7 days, 30 days, this month, this
 * financial year) or a custom one, whose dates start from the period on screen.
 */
export function RangePicker({
  choice,
  range,
  error,
  onChange,
}: {
  choice: RangeChoice;
  range: ReportRange;
  error: string | null;
  onChange: (choice: RangeChoice) => void;
}) {
  const presets: (ReportPreset | 'custom')[] = [...REPORT_PRESETS, 'custom'];
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-ink">{M.range}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {presets.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={choice.preset === preset ? 'primary' : 'outline'}
            aria-pressed={choice.preset === preset}
            onClick={() => onChange(preset === 'custom' ? { preset, ...range } : { preset })}
          >
            {M.presets[preset]}
          </Button>
        ))}
      </div>
      {choice.preset === 'custom' ? (
        <div className="mt-3 grid max-w-md grid-cols-2 gap-3">
          <DateRangeFields
            labels={{ from: M.from, to: M.to }}
            range={range}
            onChange={(change) => onChange({ ...range, ...change, preset: 'custom' })}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
