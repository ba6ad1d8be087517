import type { FormHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { hasRequiredError, REQUIRED_FIELDS } from '@/lib/required-fields';

/**
 * A form that says once, above its fields, that some required ones are empty (REQUIRED_FIELDS):
 * registering and the profile. Its inputs take `requiredAbove` (see `FormInput`).
 */
export function RequiredFieldsForm({
  errors,
  onSubmit,
  label,
  children,
}: {
  errors: FieldErrors;
  onSubmit: FormHTMLAttributes<HTMLFormElement>['onSubmit'];
  label: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      {hasRequiredError(errors) ? <FormAlert>{REQUIRED_FIELDS}</FormAlert> : null}
      {children}
    </form>
  );
}
