import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/input';

/** A list's filter: a labelled select of `options` (value, then what the shop reads). */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className = 'mb-4 max-w-xs',
}: {
  label: string;
  value: Value;
  options: readonly (readonly [Value, string])[];
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
