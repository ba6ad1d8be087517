import type { FieldErrors } from 'react-hook-form';

/** The first of a form's messages, for the dialogs that show one for the whole form. */
export function firstMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors).find((error) => error?.message)?.message as string | undefined;
}
