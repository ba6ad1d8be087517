import type { FormHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { hasRequiredError, REQUIRED_FIELDS } from '@/lib/required-fields';

/**
 * A form that says once, above its fields, that some required ones are empty (REQUIRED_FIELDS):
 * registering and the profile. Its inputs take `requiredAbove` (see `FormInput`).
 */
export function RequiredFieldsForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  label,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: FormHTMLAttributes<HTMLFormElement>['onSubmit'];
  label: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      {hasRequiredError(form.formState.errors) ? <FormAlert>{REQUIRED_FIELDS}</FormAlert> : null}
      {children}
    </form>
  );
}
