import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * An input of a react-hook-form form, registered under `name` and labelled, with the field's
 * own message (and a hint) under it. Other props go to the input.
 */
export function FormInput<Values extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  hint?: ReactNode;
  /** The field's frame (a grid span, say), not the input's. */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'className'>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={label} hint={hint} error={error?.message} className={className}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}
