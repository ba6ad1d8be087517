import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_PAGE_MESSAGES,
  ZResetPasswordForm,
  type TResetPasswordForm,
} from '@freshfold/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { NewPasswordPair } from '@/components/password-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { refusingGuessedPasswords } from '@/lib/common-password';
import { submitHandler } from '@/lib/form-submit';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';

const TEXT = ACCOUNT_PAGE_MESSAGES.passwordReset;
const EMPTY: TResetPasswordForm = { password: '', confirmPassword: '' };

/** A link without a token, or one the server no longer honours: ask for a new one. */
function LinkInvalid() {
  return (
    <AuthCard title={TEXT.linkInvalidTitle}>
      <FormAlert>{TEXT.linkInvalid}</FormAlert>
      <Link to="/forgot-password" className={`${buttonClasses('primary', 'md')} mt-6 w-full`}>
        {TEXT.askAgain}
      </Link>
    </AuthCard>
  );
}

/**
 * The new password under the rule of register and change-password (common passwords refused as
 * the server does), then the reset. A 400 about the password is shown on its field; any other
 * 400 means the token is spent, expired or unknown.
 */
function useResetPasswordForm(token: string, onLinkInvalid: () => void) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TResetPasswordForm>({
    resolver: refusingGuessedPasswords(zodResolver(ZResetPasswordForm), 'password', () => ({})),
    defaultValues: EMPTY,
  });
  const onSubmit = submitHandler(form.handleSubmit, async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
      toast.success(TEXT.done);
      void navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.field === 'password') {
        form.setError('password', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 400) {
        onLinkInvalid();
      } else if (error instanceof ApiError && (error.status === 429 || error.status === 0)) {
        setFailure(error.message);
      } else {
        setFailure(TEXT.failed);
      }
    }
  });
  return { form, onSubmit, failure };
}

function ResetPasswordForm({ token, onLinkInvalid }: { token: string; onLinkInvalid: () => void }) {
  const { form, onSubmit, failure } = useResetPasswordForm(token, onLinkInvalid);
  const { errors } = form.formState;
  return (
    <AuthCard
      title={TEXT.title}
      subtitle={TEXT.subtitle}
      footer={
        <Link
          to="/login"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Back to login
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <NewPasswordPair
          password={{ registration: form.register('password'), error: errors.password?.message }}
          confirm={{
            registration: form.register('confirmPassword'),
            error: errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Resetting…' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** `/reset-password?token=…`: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [invalid, setInvalid] = useState(false);
  if (!token || invalid) return <LinkInvalid />;
  return <ResetPasswordForm token={token} onLinkInvalid={() => setInvalid(true)} />;
}
