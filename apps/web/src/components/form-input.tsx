import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requiredSaidAbove } from '@/lib/required-fields';

/**
 * An input of a react-hook-form form, registered under `name` and labelled, with the field's
 * own message (and a hint) under it. Other props go to the input. `requiredAbove`: the form says
 * once, above its fields, that required ones are empty (REQUIRED_FIELDS); the field is then only
 * marked invalid.
 */
export function FormInput<Values extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  className,
  requiredAbove = false,
  ...input
}: {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  hint?: ReactNode;
  /** The field's frame (a grid span, say), not the input's. */
  className?: string;
  requiredAbove?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'className'>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  const shown = requiredAbove ? requiredSaidAbove(message) : { error: message };
  return (
    <FormField label={label} hint={hint} {...shown} className={className}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}

/** FormInput's `form`, `name` and `requiredAbove`, as `fieldsSaidAbove` gives them. */
interface FieldSaidAbove<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  requiredAbove: boolean;
}

/** FormInput's `form`, `name` and `requiredAbove` for the fields of a RequiredFieldsForm. */
export function fieldsSaidAbove<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  return (name: Path<Values>): FieldSaidAbove<Values, Output> => ({
    form,
    name,
    requiredAbove: true,
  });
}

/** The first and last name of a person's form (registering, the profile), side by side in its grid. */
export function NameInputs<Values extends FieldValues, Output>({
  field,
}: {
  field: (name: 'firstName' | 'lastName') => FieldSaidAbove<Values, Output>;
}) {
  return (
    <>
      <FormInput {...field('firstName')} label="First name" autoComplete="given-name" />
      <FormInput {...field('lastName')} label="Last name" autoComplete="family-name" />
    </>
  );
}
