import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { preloadPasswordRule } from '@/lib/common-password';

interface PasswordFieldProps {
  label: string;
  /** What `form.register(name)` returns for the field. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The field is invalid, its message said once for the whole form. */
  invalid?: boolean;
}

/**
 * A new password (registering, resetting, changing it, or an admin setting it): the rule as
 * its hint, and the list of guessed passwords loaded as soon as it has focus.
 */
export function NewPasswordField({ label, registration, error, invalid }: PasswordFieldProps) {
  return (
    <FormField
      label={label}
      hint="8+ characters with upper and lower case letters, a number and a symbol."
      error={error}
      invalid={invalid}
    >
      <Input
        type="password"
        autoComplete="new-password"
        onFocus={preloadPasswordRule}
        {...registration}
      />
    </FormField>
  );
}

/** The new password again, to confirm it. */
export function ConfirmPasswordField({ label, registration, error, invalid }: PasswordFieldProps) {
  return (
    <FormField label={label} error={error} invalid={invalid}>
      <Input type="password" autoComplete="new-password" {...registration} />
    </FormField>
  );
}

type FieldOf = Pick<PasswordFieldProps, 'registration' | 'error'>;

/** "New password" and "Confirm new password", as resetting and changing a password ask them. */
export function NewPasswordPair({ password, confirm }: { password: FieldOf; confirm: FieldOf }) {
  return (
    <>
      <NewPasswordField label="New password" {...password} />
      <ConfirmPasswordField label="Confirm new password" {...confirm} />
    </>
  );
}
