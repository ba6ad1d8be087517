import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_PAGE_MESSAGES,
  MESSAGES,
  ZForgotPasswordForm,
  type TForgotPasswordForm,
} from '@freshfold/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-submit';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestPasswordReset } from '@/features/auth/api/forgot-password';
import { AuthCard } from '@/features/auth/components/auth-card';

// `/reset-password`, where the e-mailed link leads, loads with this page (router.tsx).
export { ResetPasswordPage } from './reset-password';

const TEXT = ACCOUNT_PAGE_MESSAGES.passwordReset;

function BackToLogin() {
  return (
    <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      Back to login
    </Link>
  );
}

/**
 * The request for a link. The server answers the same whether or not the address has an
 * account, so the page does too; only a refusal of the request itself (too many, or no
 * connection) is shown on the form.
 */
function useForgotPasswordForm(onSent: () => void) {
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });
  const onSubmit = submitHandler(form.handleSubmit, async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync({ email: values.email });
      toast.success(MESSAGES.account.passwordResetSent);
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'email') {
        form.setError('email', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && (error.status === 429 || error.status === 0)) {
        setFailure(error.message);
      } else {
        setFailure(TEXT.requestFailed);
      }
    }
  });
  return { form, onSubmit, failure };
}

/** 'Check your email': the same words whether or not the address has an account. */
function LinkSent() {
  return (
    <AuthCard title={TEXT.sentTitle} footer={<BackToLogin />}>
      <div className="flex flex-col items-center text-center">
        <MailCheck className="h-12 w-12 text-brand-600" aria-hidden="true" />
        <p className="mt-4 text-sm text-ink">{TEXT.sent}</p>
        <p className="mt-2 text-xs text-muted">{TEXT.sentHint}</p>
        <Link to="/login" className={`${buttonClasses('primary', 'md')} mt-6 w-full`}>
          Return to login
        </Link>
      </div>
    </AuthCard>
  );
}

/** `/forgot-password`: an e-mail address, and a link to reset the password sent to it. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [sent, setSent] = useState(false);
  const { form, onSubmit, failure } = useForgotPasswordForm(() => setSent(true));

  if (sent) return <LinkSent />;

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the e-mail address of your account and we will send you a link to reset your password."
      footer={<BackToLogin />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send reset instructions'}
        </Button>
      </form>
    </AuthCard>
  );
}
