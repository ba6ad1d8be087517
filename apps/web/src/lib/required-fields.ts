import { MESSAGES } from '@freshfold/shared';
import type { FieldErrors } from 'react-hook-form';

/** "Please fill in all required fields": said once, above a form, however many are empty. */
export const REQUIRED_FIELDS = MESSAGES.register.requiredFields;

/**
 * A field's props for `FormField`: its own message, unless it is the required-fields one,
 * which is shown once above the form while the empty field is only marked invalid.
 */
export function fieldMessage(errors: FieldErrors, name: string) {
  return requiredSaidAbove(errors[name]?.message);
}

/** `fieldMessage` of a field's message itself. */
export function requiredSaidAbove(message: unknown) {
  return {
    error: typeof message === 'string' && message !== REQUIRED_FIELDS ? message : undefined,
    invalid: message === REQUIRED_FIELDS,
  };
}

/** Whether some field of the form is empty and required: the form then says so above it. */
export function hasRequiredError(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => error?.message === REQUIRED_FIELDS);
}
