import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZChangePasswordForm, type TChangePasswordForm } from '@freshfold/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NewPasswordPair } from '@/components/password-fields';
import { TitledCard } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { refusingGuessedPasswords } from '@/lib/common-password';
import { useChangePassword } from '../api/change-password';
import { submitHandler } from '@/lib/form-submit';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password form and its change. Other devices are signed out by the server; this one
 * keeps going with the fresh token the answer carries.
 */
function useChangePasswordForm() {
  const { signIn, user } = useSession();
  const mutation = useChangePassword();
  const form = useForm<TChangePasswordForm>({
    // The signed-in user's own name and e-mail count against the new password.
    resolver: refusingGuessedPasswords(zodResolver(ZChangePasswordForm), 'newPassword', () => ({
      firstName: user?.firstName,
      lastName: user?.lastName,
      email: user?.email,
    })),
    defaultValues: EMPTY,
  });

  const onSubmit = submitHandler(form.handleSubmit, async (values) => {
    try {
      const user = await mutation.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      signIn(user);
      form.reset(EMPTY);
      toast.success(MESSAGES.account.passwordChanged);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.field === 'currentPassword' || error.field === 'newPassword')
      ) {
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
      } else {
        toast.error(
          error instanceof ApiError && error.status === 429
            ? error.message
            : MESSAGES.account.passwordChangeFailed,
        );
      }
    }
  });
  return { form, onSubmit };
}

/** The signed-in customer's new password, asked with the current one. */
export function ChangePassword() {
  const { form, onSubmit } = useChangePasswordForm();
  const { errors } = form.formState;

  return (
    <TitledCard title="Change Password" className="mt-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordPair
            password={{
              registration: form.register('newPassword'),
              error: errors.newPassword?.message,
            }}
            confirm={{
              registration: form.register('confirmPassword'),
              error: errors.confirmPassword?.message,
            }}
          />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Changing…' : 'Change Password'}
        </Button>
      </form>
    </TitledCard>
  );
}
